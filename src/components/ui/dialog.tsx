import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useCallback, useRef, type ComponentPropsWithRef, type ReactNode, type Ref } from "react";
import { CloseIcon } from "@/components/ui/icons";
import { cn } from "@/lib/cn";

/**
 * Radix Dialog with the site's styling. Focus is trapped, Escape and the overlay close it,
 * and focus returns to the trigger — or, for a dialog opened without a DialogTrigger
 * (controlled by state or by the URL), to whatever had focus when it opened. Every DialogContent needs a DialogTitle (visually
 * hidden with `className="sr-only"` if the design has none) and, ideally, a DialogDescription.
 *
 *   <Dialog open={open} onOpenChange={setOpen}>
 *     <DialogContent>
 *       <DialogTitle>Get a Free Quote</DialogTitle>
 *       …
 *     </DialogContent>
 *   </Dialog>
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export function DialogOverlay({ className, ...props }: ComponentPropsWithRef<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn("fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-[2px] data-[state=open]:animate-fade-in", className)}
      {...props}
    />
  );
}

export interface DialogContentProps extends ComponentPropsWithRef<typeof DialogPrimitive.Content> {
  /** "center": a centred card; "sheet": a bottom sheet (mobile pickers). */
  variant?: "center" | "sheet";
  /** Width of a centred dialog (class names do not override each other, so width is a prop). */
  size?: "md" | "lg" | "xl" | "full";
  /** Hide the built-in close button (when the content provides its own). */
  hideCloseButton?: boolean;
  closeLabel?: string;
  children?: ReactNode;
}

const contentVariants = {
  center:
    "left-1/2 top-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl",
  sheet: "inset-x-0 bottom-0 max-h-[85dvh] w-full rounded-t-2xl",
} as const;

const contentSizes = { md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-4xl", full: "max-w-[calc(100vw-2rem)]" } as const;

export function DialogContent({
  variant = "center",
  size = "md",
  hideCloseButton = false,
  closeLabel = "Close",
  className,
  children,
  onCloseAutoFocus,
  ref,
  ...props
}: DialogContentProps) {
  // The content element mounts (ref attached, in the commit phase) before Radix's focus
  // scope moves focus inside in its effect, so the focused element then is the opener.
  const openerRef = useRef<HTMLElement | null>(null);
  const contentRef = useCallback(
    (node: HTMLDivElement | null) => {
      if (node) {
        const active = document.activeElement;
        openerRef.current = active instanceof HTMLElement && active !== document.body && !node.contains(active) ? active : null;
      }
      assignRef(ref, node);
    },
    [ref],
  );

  function returnFocus(event: Event) {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    const opener = openerRef.current;
    if (opener?.isConnected) {
      event.preventDefault();
      opener.focus();
    }
  }

  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          "fixed z-50 overflow-y-auto bg-white p-6 text-slate-800 shadow-2xl focus:outline-none data-[state=open]:animate-fade-in",
          contentVariants[variant],
          variant === "center" && contentSizes[size],
          className,
        )}
        onCloseAutoFocus={returnFocus}
        ref={contentRef}
        {...props}
      >
        {children}
        {!hideCloseButton && (
          <DialogPrimitive.Close
            className="absolute right-3 top-3 inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            aria-label={closeLabel}
          >
            <CloseIcon />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogTitle({ className, ...props }: ComponentPropsWithRef<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("pr-10 text-xl font-bold text-slate-900", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentPropsWithRef<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("mt-1 text-sm text-slate-600", className)} {...props} />;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}
