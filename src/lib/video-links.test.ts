import { describe, expect, it } from "vitest";
import { toVideoEmbedUrl, videoThumbnailUrl, youtubeVideoId } from "@/lib/video-links";

describe("video links", () => {
  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com/watch?v=dQw4w9WgXcQ&list=PL123",
    "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgXcQ",
    "https://www.youtube.com/shorts/dQw4w9WgXcQ",
    "https://www.youtube.com/embed/dQw4w9WgXcQ",
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
  ])("reads the id of %s and embeds it on the privacy-enhanced host", (link) => {
    expect(youtubeVideoId(link)).toBe("dQw4w9WgXcQ");
    expect(toVideoEmbedUrl(link)).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0");
    expect(videoThumbnailUrl(link)).toBe("https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg");
  });

  it("keeps a start time and adds autoplay for click-to-load players", () => {
    expect(toVideoEmbedUrl("https://youtu.be/dQw4w9WgXcQ?t=1m30s", { autoplay: true })).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&start=90&autoplay=1",
    );
  });

  it("embeds Vimeo without tracking and passes other links through", () => {
    expect(toVideoEmbedUrl("https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871?dnt=1");
    expect(toVideoEmbedUrl(" https://cdn.example.com/tour.mp4 ")).toBe("https://cdn.example.com/tour.mp4");
    expect(videoThumbnailUrl("https://vimeo.com/76979871")).toBeNull();
  });

  it.each(["", "not a url", "https://www.youtube.com/watch?v=short", "https://evil.example/watch?v=dQw4w9WgXcQ", "javascript:alert(1)"])(
    "finds no YouTube id in %j",
    (link) => {
      expect(youtubeVideoId(link)).toBeNull();
      expect(videoThumbnailUrl(link)).toBeNull();
    },
  );

  it.each(["", "not a url", "javascript:alert(1)", "data:text/html,<script>alert(1)</script>"])(
    "never embeds %j",
    (link) => {
      expect(toVideoEmbedUrl(link)).toBeNull();
    },
  );
});
