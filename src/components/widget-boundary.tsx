import { Component, type ErrorInfo, type ReactNode } from "react";

export interface WidgetBoundaryProps {
  /** Name used in the console log, e.g. "testimonial carousel". */
  name: string;
  children: ReactNode;
  /** What to show instead of the widget; nothing by default. */
  fallback?: ReactNode;
}

interface WidgetBoundaryState {
  hasError: boolean;
}

/**
 * Error boundary for an independent widget (a carousel, a map, a price badge): if it
 * throws while rendering, only the widget disappears (or shows `fallback`), the page stays.
 */
export class WidgetBoundary extends Component<WidgetBoundaryProps, WidgetBoundaryState> {
  override state: WidgetBoundaryState = { hasError: false };

  static getDerivedStateFromError(): WidgetBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Widget "${this.props.name}" failed to render`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.hasError) return this.props.fallback ?? null;
    return this.props.children;
  }
}
