import { describe, expect, it } from "vitest";
import { FAQ_JUMP_OFFSET_PX, jumpScrollTop } from "@/features/faq/domain/jump-scroll";

describe("jumpScrollTop", () => {
  it("stops 100 px above the element", () => {
    expect(FAQ_JUMP_OFFSET_PX).toBe(100);
    expect(jumpScrollTop(900, 0)).toBe(800);
    expect(jumpScrollTop(-250, 1200)).toBe(850);
  });

  it("never scrolls above the top of the page", () => {
    expect(jumpScrollTop(40, 0)).toBe(0);
  });
});
