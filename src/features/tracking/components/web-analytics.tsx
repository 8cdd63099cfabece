import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { isSecretLinkPath } from "@/config/paths";
import { isOnPreviewHost } from "@/config/preview-hosts";
import { site } from "@/config/site";
import {
  initAnalytics,
  loadAnalyticsScript,
  sendsGlobalPrivacyControl,
  trackAnalyticsEvent,
} from "@/lib/analytics";
import { onConversion, type Conversion } from "@/lib/conversion";
import { pageViewKey } from "../domain/page-view";

export interface WebAnalyticsProps {
  measurementId?: string | undefined;
  adsConversion?: string | undefined;
}

/** Runs `callback` once the browser has painted the current frame. */
function afterFirstPaint(callback: () => void): () => void {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timeout);
  };
}

/**
 * Web analytics (docs/product.md §2.7): with a measurement id configured, the Google tag
 * loads once after first paint; every page view (a new path, as for the site-visit log,
 * not a change of only the query) sends one page_view with the query it started with;
 * each conversion the pages report (src/lib/conversion.ts: the thank-you page after a
 * service request, a sent contact message) is forwarded: `generate_lead`, plus the
 * Google Ads conversion for a service request. Nothing loads with no id configured,
 * on preview hosts, or for a browser sending Global Privacy Control.
 */
export function WebAnalytics({
  measurementId = site.gaMeasurementId,
  adsConversion = site.googleAdsConversion,
}: WebAnalyticsProps) {
  const location = useLocation();
  const [enabled, setEnabled] = useState(false);
  const lastPageView = useRef<string | null>(null);

  useEffect(() => {
    if (!measurementId || isOnPreviewHost() || sendsGlobalPrivacyControl()) return;
    // A page whose link carries a secret (the report key, an opt-out token) never loads the
    // tag: it would report the whole URL (page_location) with every hit.
    if (isSecretLinkPath(window.location.pathname)) return;
    initAnalytics({ measurementId, adsConversion });
    setEnabled(true);
    return afterFirstPaint(() => loadAnalyticsScript(measurementId));
  }, [measurementId, adsConversion]);

  useEffect(() => {
    if (!enabled) return;
    return onConversion((conversion) => forwardConversion(conversion, adsConversion));
  }, [enabled, adsConversion]);

  // A page view is one path, as for the site-visit log: a change of only the query (the
  // quote modal's choices, the portfolio filters) is the same page view. It is sent with
  // the query it started with.
  const latestSearch = useRef(location.search);
  useEffect(() => {
    latestSearch.current = location.search;
  });
  const { pathname } = location;
  useEffect(() => {
    const key = pageViewKey(pathname);
    if (!enabled || lastPageView.current === key) return;
    lastPageView.current = key;
    if (isSecretLinkPath(pathname)) return;
    const pagePath = `${pathname}${latestSearch.current}`;
    trackAnalyticsEvent("page_view", {
      page_path: pagePath,
      page_location: window.location.href,
      page_title: document.title,
    });
  }, [enabled, pathname]);

  return null;
}

/** A reported conversion, in the analytics and ad tools' terms. */
function forwardConversion(conversion: Conversion, adsConversion: string | undefined): void {
  trackAnalyticsEvent("generate_lead", { lead_type: conversion.type, page_path: conversion.path });
  if (conversion.type === "service_request" && adsConversion) {
    trackAnalyticsEvent("conversion", { send_to: adsConversion });
  }
}
