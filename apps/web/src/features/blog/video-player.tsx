'use client';

import Image from 'next/image';
import { useRef, useState } from 'react';
import { CloseIcon, ExternalLinkIcon } from '@/components/ui/icons';
import { PlayBadge } from './play-badge';

type VideoPlayerProps = {
  title: string;
  videoUrl: string;
  poster: string;
  labels: { play: string; close: string; unavailable: string; open: string };
};

/**
 * A video post's poster (drawn locally); pressing it opens a dialog that plays the video from its host.
 * Nothing is fetched from the host until then, and when the host cannot be reached the dialog says so and
 * offers the link instead: the page around it never depends on it.
 */
export function VideoPlayer({ title, videoUrl, poster, labels }: VideoPlayerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const embed = youTubeEmbed(videoUrl);

  const show = () => {
    setFailed(false);
    setOpen(true);
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();

  return (
    <>
      <button
        type="button"
        onClick={show}
        aria-label={labels.play}
        className="relative block aspect-video w-full overflow-hidden rounded-card bg-latte-100 focus-visible:outline-2 focus-visible:outline-caramel-500 focus-visible:outline-offset-2"
      >
        <Image
          src={poster}
          alt=""
          fill
          sizes="(min-width: 1024px) 768px, 100vw"
          loading="eager"
          className="object-cover"
        />
        <PlayBadge />
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes it; Escape does natively. */}
      <dialog
        ref={dialog}
        aria-label={title}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        className="m-auto w-[min(56rem,calc(100vw-2rem))] rounded-card bg-espresso-900 p-0 text-cream-50 backdrop:bg-black/70"
      >
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <p className="truncate font-semibold">{title}</p>
          <button
            type="button"
            onClick={close}
            aria-label={labels.close}
            className="grid size-10 shrink-0 place-items-center rounded-full hover:bg-white/10"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        {open ? (
          failed ? (
            <div className="grid aspect-video place-items-center p-6 text-center" role="alert">
              <div>
                <p>{labels.unavailable}</p>
                <a
                  href={videoUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-4 inline-flex items-center gap-2 rounded-full bg-cream-50 px-5 py-2.5 font-semibold text-espresso-900 text-sm"
                >
                  {labels.open}
                  <ExternalLinkIcon className="size-4" />
                </a>
              </div>
            </div>
          ) : embed ? (
            <iframe
              src={embed}
              title={title}
              allow="autoplay; encrypted-media; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              className="aspect-video w-full bg-black"
            />
          ) : (
            // biome-ignore lint/a11y/useMediaCaption: the demo videos come without caption files; the post's text says what they show.
            <video
              src={videoUrl}
              poster={poster}
              controls
              autoPlay
              playsInline
              preload="metadata"
              onError={() => setFailed(true)}
              className="aspect-video w-full bg-black"
            />
          )
        ) : null}
      </dialog>
    </>
  );
}

/**
 * A YouTube link (watch, short, embed) as YouTube's privacy-enhanced embed, which sets no cookie until the
 * video plays; null for any other address, which plays as a file. The host must be in VIDEO_HOSTS.
 */
export function youTubeEmbed(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = parsed.pathname.slice(1);
  else if (host === 'youtube.com' && parsed.pathname === '/watch') id = parsed.searchParams.get('v');
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = /^\/(?:embed|shorts)\/([^/]+)$/.exec(parsed.pathname)?.[1] ?? null;
  }
  return id && /^[\w-]{6,20}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1` : null;
}
