import { describe, expect, it } from "vitest";
import { STANDALONE_INDEX, viewerNeighbours } from "./media-viewer-dialog";

describe("viewer previous/next", () => {
  it("wraps around when asked to", () => {
    expect(viewerNeighbours(0, 5, true)).toEqual({ previous: 4, next: 1 });
    expect(viewerNeighbours(4, 5, true)).toEqual({ previous: 3, next: 0 });
  });

  it("disables previous at the first item and next at the last otherwise", () => {
    expect(viewerNeighbours(0, 3, false)).toEqual({ previous: null, next: 1 });
    expect(viewerNeighbours(2, 3, false)).toEqual({ previous: 1, next: null });
  });

  it("disables both for a standalone item (index -1) and a single item", () => {
    expect(viewerNeighbours(STANDALONE_INDEX, 5, true)).toEqual({ previous: null, next: null });
    expect(viewerNeighbours(0, 1, true)).toEqual({ previous: null, next: null });
  });
});
