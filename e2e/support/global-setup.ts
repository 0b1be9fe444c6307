import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';

/** Pages whose pictures the screenshots show; the demo media they use are rendered last (banners). */
const PAGES = ['/', '/products'];
const MEDIA_WAIT_MS = 180_000;

/**
 * Runs once the pair answers. A fresh data directory gets its demo pictures rendered in the background
 * within a minute of the API's start, the storefront showing placeholders meanwhile: wait for the pictures
 * of the pages the suite photographs, so the screenshots show the store as a shopper sees it.
 */
export default async function globalSetup(config: FullConfig) {
  const project = config.projects[0];
  const baseURL = project?.use.baseURL;
  if (!project || !baseURL) return;
  await mkdir(path.join(project.testDir, 'screenshots'), { recursive: true });

  const media = new Set<string>();
  for (const page of PAGES) {
    const html = await fetch(new URL(page, baseURL)).then((response) => response.text());
    for (const match of html.replaceAll('%2F', '/').matchAll(/\/media\/[\w\-/.]+\.(?:webp|png|jpe?g|svg)/g)) {
      media.add(match[0]);
    }
  }

  const started = Date.now();
  let missing = [...media];
  while (missing.length > 0 && Date.now() - started < MEDIA_WAIT_MS) {
    const answers = await Promise.all(
      missing.map((file) =>
        fetch(new URL(file, baseURL))
          .then(async (response) => {
            await response.arrayBuffer();
            return response.ok;
          })
          .catch(() => false),
      ),
    );
    missing = missing.filter((_, index) => !answers[index]);
    if (missing.length > 0) await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (missing.length > 0) {
    console.warn(`[e2e] ${missing.length} of ${media.size} demo pictures still missing after ${seconds} s`);
  } else if (media.size > 0) {
    console.log(`[e2e] ${media.size} demo pictures served (waited ${seconds} s)`);
  }
}
