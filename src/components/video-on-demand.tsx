import { useId, useState } from "react";
import { cn } from "@/lib/cn";
import { toVideoEmbedUrl } from "@/lib/video-links";

export interface VideoOnDemandProps {
  /** A YouTube or Vimeo link as pasted (watch, short or embed form). */
  url: string;
  /** What the video is, for the play button and the player's title. */
  title: string;
  /** A line under the title on the poster. */
  caption?: string;
  /** A still of the video shown behind the play button (e.g. videoThumbnailUrl(url)); never more than a plain image request. */
  thumbnailUrl?: string | null;
  className?: string;
}

/**
 * A video that loads only when the visitor asks for it: until then a poster with a play
 * button, so nothing is fetched from the video host (no cookies, no tracking, no heavy
 * player script) on page load. On click the privacy-enhanced embed (youtube-nocookie.com,
 * Vimeo with dnt=1) replaces it and starts playing.
 */
export function VideoOnDemand({ url, title, caption, thumbnailUrl, className }: VideoOnDemandProps) {
  const [playing, setPlaying] = useState(false);
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const captionId = useId();
  const embedUrl = toVideoEmbedUrl(url, { autoplay: true });
  if (!embedUrl) return null;

  return (
    <div className={cn("relative aspect-video w-full overflow-hidden rounded-2xl bg-brand-950 shadow-lg", className)}>
      {playing ? (
        <iframe
          src={embedUrl}
          title={title}
          className="absolute inset-0 h-full w-full"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          aria-describedby={caption ? captionId : undefined}
          className="group absolute inset-0 flex h-full w-full flex-col items-center justify-center gap-4 bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 p-6 text-center text-white focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-inset focus-visible:ring-accent-300"
        >
          {thumbnailUrl && !thumbnailFailed && (
            <>
              <img
                src={thumbnailUrl}
                alt=""
                width={480}
                height={360}
                loading="lazy"
                decoding="async"
                onError={() => setThumbnailFailed(true)}
                className="absolute inset-0 h-full w-full object-cover"
              />
              <span aria-hidden="true" className="absolute inset-0 bg-brand-950/55" />
            </>
          )}
          <span className="relative flex h-20 w-20 items-center justify-center rounded-full bg-white/95 text-brand-800 shadow-xl transition group-hover:scale-105">
            <svg viewBox="0 0 24 24" aria-hidden="true" className="ml-1 h-9 w-9 fill-current">
              <path d="M8 5v14l11-7z" />
            </svg>
          </span>
          {/* The name is the visible title (WCAG 2.5.3, label in name), the caption its description. */}
          <span className="relative text-lg font-semibold">
            <span className="sr-only">Play video:</span> {title}
          </span>
          {caption && (
            <span id={captionId} aria-hidden="true" className="relative max-w-md text-sm text-brand-100">
              {caption}
            </span>
          )}
        </button>
      )}
    </div>
  );
}
