import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import type { QuotePreset } from "@/lib/quote-link";
import { useQuoteLink } from "@/lib/use-quote-link";

export interface QuoteLinkButtonProps {
  children: ReactNode;
  preset?: QuotePreset;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** A button-styled link that opens the quote modal on the current page, optionally preset. */
export function QuoteLinkButton({ children, preset, variant = "accent", size = "lg", className }: QuoteLinkButtonProps) {
  const to = useQuoteLink(preset);
  return (
    <Link to={to} preventScrollReset className={buttonClasses({ variant, size, className })}>
      {children}
    </Link>
  );
}
