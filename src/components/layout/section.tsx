import type { ReactNode } from "react";
import { Container, type ContainerSpacing, type ContainerWidth } from "@/components/layout/container";

export interface SectionProps {
  /** The id of the section's heading (aria-labelledby). */
  labelledBy?: string;
  /** The band's own classes: its background, a border (none: no class attribute). */
  className?: string;
  width?: ContainerWidth;
  spacing?: ContainerSpacing;
  children: ReactNode;
}

/** A full-width band of a page (its background) with the centred content column inside. */
export function Section({ labelledBy, className, width, spacing, children }: SectionProps) {
  return (
    <section aria-labelledby={labelledBy} className={className}>
      <Container width={width} spacing={spacing}>
        {children}
      </Container>
    </section>
  );
}
