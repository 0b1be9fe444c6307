#!/usr/bin/env node
// Makes the demo blog's videos (apps/api/src/db/seed/videos/*.webm): short, wordless, 640×360 animations drawn
// on a canvas in Chromium and recorded with MediaRecorder (WebM, VP8), so the demo store plays real videos from
// its own origin. The files are committed; run this again only to change them:
//   node scripts/make-demo-videos.mjs   (needs Chromium at /usr/bin/chromium, or CHROMIUM_PATH)
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const out = path.join(root, 'apps/api/src/db/seed/videos');

/** File name, the scene's colour, what fills the cup: one per demo video post (seed/data/blog-videos.ts). */
const VIDEOS = [
  { file: 'turkish-coffee-foam.webm', color: '#8B5A2B', drink: '#3B2416', foam: '#C8A27A' },
  { file: 'v60-three-minutes.webm', color: '#D9A066', drink: '#5A3B28', foam: '#8B6A50' },
  { file: 'latte-art-heart.webm', color: '#9AA0A6', drink: '#C89F76', foam: '#F5ECDF' },
  { file: 'cold-brew-overnight.webm', color: '#2F4F4F', drink: '#2A1B12', foam: '#6F4E37' },
  { file: 'dialing-in-espresso.webm', color: '#6F4E37', drink: '#2A1B12', foam: '#C17F3E' },
  { file: 'cleaning-espresso-machine.webm', color: '#3B5B7A', drink: '#A9C7E0', foam: '#FFFFFF' },
];
const SECONDS = 8;

async function record(page, video) {
  return page.evaluate(
    async ({ video, seconds }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 360;
      document.body.append(canvas);
      const g = canvas.getContext('2d');
      const draw = (t) => {
        g.fillStyle = video.color;
        g.fillRect(0, 0, 640, 360);
        g.fillStyle = 'rgba(255,255,255,0.08)';
        for (let i = 0; i < 6; i++) g.fillRect(i * 120 - ((t * 40) % 120), 0, 60, 360);
        // The cup, filling over the first two thirds, then its foam.
        const fill = Math.min(1, t / (seconds * 0.66));
        g.fillStyle = '#FBF7F1';
        g.beginPath();
        g.moveTo(230, 140);
        g.lineTo(410, 140);
        g.lineTo(390, 300);
        g.lineTo(250, 300);
        g.closePath();
        g.fill();
        g.lineWidth = 14;
        g.strokeStyle = '#FBF7F1';
        g.beginPath();
        g.arc(415, 200, 32, -Math.PI / 2, Math.PI / 2);
        g.stroke();
        const level = 300 - 150 * fill;
        g.save();
        g.beginPath();
        g.moveTo(236, 146);
        g.lineTo(404, 146);
        g.lineTo(385, 294);
        g.lineTo(255, 294);
        g.closePath();
        g.clip();
        g.fillStyle = video.drink;
        g.fillRect(230, level, 180, 300 - level);
        if (fill >= 1) {
          g.fillStyle = video.foam;
          g.fillRect(230, level - 2, 180, 10 + 4 * Math.sin(t * 6));
        }
        g.restore();
        // Steam, once the cup is full.
        if (fill >= 1) {
          g.strokeStyle = 'rgba(251,247,241,0.7)';
          g.lineWidth = 5;
          for (let s = 0; s < 3; s++) {
            g.beginPath();
            for (let y = 0; y < 70; y += 4) {
              const x = 280 + s * 40 + 8 * Math.sin(y / 10 + t * 4 + s);
              if (y === 0) g.moveTo(x, 125 - y);
              else g.lineTo(x, 125 - y);
            }
            g.stroke();
          }
        }
        // Progress along the bottom.
        g.fillStyle = 'rgba(0,0,0,0.25)';
        g.fillRect(0, 348, 640, 12);
        g.fillStyle = '#E2B47F';
        g.fillRect(0, 348, (640 * t) / seconds, 12);
      };
      const stream = canvas.captureStream(25);
      const recorder = new MediaRecorder(stream, {
        mimeType: 'video/webm;codecs=vp8',
        videoBitsPerSecond: 250_000,
      });
      const chunks = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => {
        recorder.onstop = resolve;
      });
      const start = performance.now();
      recorder.start(500);
      await new Promise((resolve) => {
        const frame = () => {
          const t = (performance.now() - start) / 1000;
          draw(Math.min(t, seconds));
          if (t < seconds) requestAnimationFrame(frame);
          else resolve();
        };
        requestAnimationFrame(frame);
      });
      recorder.stop();
      await stopped;
      const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { video, seconds: SECONDS },
  );
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--autoplay-policy=no-user-gesture-required',
  ],
});
try {
  await mkdir(out, { recursive: true });
  for (const video of VIDEOS) {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><body style="margin:0"></body>');
    const data = Buffer.from(await record(page, video), 'base64');
    await writeFile(path.join(out, video.file), data);
    console.log(`${video.file}: ${(data.length / 1024).toFixed(0)} kB`);
    await page.close();
  }
} finally {
  await browser.close();
}
