/** Quick-answer cards and the category navigator stop this far above a category (docs/product.md §2.9), clear of the fixed header. */
export const FAQ_JUMP_OFFSET_PX = 100;

/**
 * The window scroll position that shows an element `FAQ_JUMP_OFFSET_PX` below the top
 * of the viewport, from the element's current viewport top and the current scroll.
 */
export function jumpScrollTop(elementViewportTop: number, scrollY: number, offset: number = FAQ_JUMP_OFFSET_PX): number {
  return Math.max(0, Math.round(elementViewportTop + scrollY - offset));
}
