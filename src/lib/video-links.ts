/**
 * Video links as agents and editors paste them, turned into what the site
 * shows: a privacy-enhanced embed (youtube-nocookie.com, player.vimeo.com) and
 * a thumbnail. Pure functions; unknown hosts pass through unchanged for embeds.
 */

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
export const YOUTUBE_EMBED_HOST = "https://www.youtube-nocookie.com";

/** The YouTube video id of a watch, short, shorts, live or embed link, else null. */
export function youtubeVideoId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.|music\.)/, "");
  let candidate: string | null = null;
  if (host === "youtu.be") {
    candidate = url.pathname.split("/")[1] ?? null;
  } else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") candidate = url.searchParams.get("v");
    else {
      const match = /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname);
      candidate = match?.[1] ?? null;
    }
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

function vimeoVideoId(link: string): string | null {
  try {
    const url = new URL(link.trim());
    const host = url.hostname.replace(/^www\./, "");
    if (host !== "vimeo.com" && host !== "player.vimeo.com") return null;
    const match = /\/(?:video\/)?(\d{6,12})(?:$|[/?#])/.exec(url.pathname);
    return match?.[1] ?? null;
  } catch {
    return null;
  }
}

/** Seconds from a YouTube start parameter: "90", "1m30s", "1h2m3s". */
function startSeconds(link: string): number | null {
  try {
    const url = new URL(link.trim());
    const raw = url.searchParams.get("t") ?? url.searchParams.get("start");
    if (!raw) return null;
    if (/^\d+s?$/.test(raw)) return Number.parseInt(raw, 10);
    const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(raw);
    if (!match || !raw) return null;
    const [, h = "0", m = "0", s = "0"] = match;
    return Number(h) * 3600 + Number(m) * 60 + Number(s);
  } catch {
    return null;
  }
}

/**
 * The embed URL for a video link: YouTube watch/short/shorts links become
 * youtube-nocookie.com/embed/<id> (keeping a start time), Vimeo links
 * player.vimeo.com/video/<id>; any other http(s) link (an embed URL
 * already, a file) is returned as is, and anything else (javascript:, data:,
 * junk) as null. `autoplay` is for players loaded by a click.
 */
export function toVideoEmbedUrl(link: string, options: { autoplay?: boolean } = {}): string | null {
  const youtube = youtubeVideoId(link);
  if (youtube) {
    const params = new URLSearchParams({ rel: "0" });
    const start = startSeconds(link);
    if (start) params.set("start", String(start));
    if (options.autoplay) params.set("autoplay", "1");
    return `${YOUTUBE_EMBED_HOST}/embed/${youtube}?${params.toString()}`;
  }
  const vimeo = vimeoVideoId(link);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo}?dnt=1${options.autoplay ? "&autoplay=1" : ""}`;
  try {
    const url = new URL(link.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A thumbnail image for a video link (YouTube only), else null. */
export function videoThumbnailUrl(link: string): string | null {
  const youtube = youtubeVideoId(link);
  return youtube ? `https://i.ytimg.com/vi/${youtube}/hqdefault.jpg` : null;
}
