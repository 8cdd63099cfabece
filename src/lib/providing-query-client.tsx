import { QueryClientContext, type QueryClient } from "@tanstack/react-query";
import { useContext, type ComponentType } from "react";

/**
 * `Component` rendered under a data cache: the one an <AppProvider> above gives (the
 * prerenderer's, a test's), else `client`, the browser's (lib/app-query-client.ts). Each part
 * that loads after the first paint provides the browser's client inside itself, so the
 * context above a prerendered page never changes: a change would reach the widgets React
 * has not hydrated yet and make it render them afresh, dropping their server HTML and what a
 * visitor typed into it (docs/decisions/074).
 */
export function providingQueryClient<Props extends object>(Component: ComponentType<Props>, client: QueryClient): ComponentType<Props> {
  function WithQueryClient(props: Props) {
    const provided = useContext(QueryClientContext);
    return (
      <QueryClientContext.Provider value={provided ?? client}>
        <Component {...props} />
      </QueryClientContext.Provider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Component.displayName ?? Component.name})`;
  return WithQueryClient;
}
