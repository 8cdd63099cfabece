import { WidgetBoundary } from "@/components/widget-boundary";
import { ChatWidgetLoader } from "./chat-widget-loader";
import { VisitLogging } from "./visit-logging";
import { WebAnalytics } from "./web-analytics";

/** Everything that measures visits or loads third-party widgets; renders nothing visible. */
export function Tracking() {
  return (
    <WidgetBoundary name="tracking" fallback={null}>
      <VisitLogging />
      <WebAnalytics />
      <ChatWidgetLoader />
    </WidgetBoundary>
  );
}
