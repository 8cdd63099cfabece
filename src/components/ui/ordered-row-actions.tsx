import { useState } from "react";
import { Button } from "@/components/ui/button";

/**
 * The owner desk's buttons for one row of an ordered list the site shows (gallery collections,
 * testimonials): Earlier/Later, Edit, Hide/Show, and Delete, which asks once more with
 * `confirmLabel` before `onDelete`. Each button's name says which row it acts on.
 */
export function OrderedRowActions({
  name,
  index,
  count,
  hidden,
  moving,
  confirmLabel,
  onMove,
  onEdit,
  onHiddenChange,
  onDelete,
}: {
  name: string;
  index: number;
  count: number;
  hidden: boolean;
  /** A move is being saved: the order buttons wait. */
  moving: boolean;
  confirmLabel: string;
  onMove: (to: number) => void;
  onEdit: () => void;
  onHiddenChange: (hidden: boolean) => void;
  onDelete: (done: () => void) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <Button size="sm" variant="ghost" disabled={index === 0 || moving} onClick={() => onMove(index - 1)} aria-label={`Move ${name} earlier`}>
        Earlier
      </Button>
      <Button size="sm" variant="ghost" disabled={index === count - 1 || moving} onClick={() => onMove(index + 1)} aria-label={`Move ${name} later`}>
        Later
      </Button>
      <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button size="sm" variant="ghost" onClick={() => onHiddenChange(!hidden)} aria-label={`${hidden ? "Show" : "Hide"} ${name}`}>
        {hidden ? "Show" : "Hide"}
      </Button>
      {confirming ? (
        <Button size="sm" className="bg-red-700 hover:bg-red-800" onClick={() => onDelete(() => setConfirming(false))}>
          {confirmLabel}
        </Button>
      ) : (
        <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setConfirming(true)} aria-label={`Delete ${name}`}>
          Delete
        </Button>
      )}
    </div>
  );
}

/** A list with one item moved from `index` to `to` (a new order to save). */
export function movedOrder<T>(items: readonly T[], index: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(to, 0, moved!);
  return next;
}
