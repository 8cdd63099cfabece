import type { PropertySummary } from "@/entities/property/domain/property-summary";
import { ownershipDuration } from "@/entities/property/domain/property-summary";
import {
  formatAcreage,
  formatBlockLot,
  formatDollars,
  formatLastSale,
  formatOwnerType,
  formatSquareFeet,
  formatTaxes,
  formatYear,
  NOT_AVAILABLE,
} from "@/entities/property/domain/property-display";
import { cn } from "@/lib/cn";

export interface PropertySummaryDetailsProps {
  summary: PropertySummary;
  /** "Today", for the ownership duration (tests pass a fixed date). */
  now?: Date;
  /** Compact: the at-a-glance card; full: the quote modal adds acreage, block/lot and the assessment split. */
  variant?: "compact" | "full";
  className?: string;
}

interface Row {
  label: string;
  value: string;
}

/** The county tax record's facts about a property, as a description list. */
export function PropertySummaryDetails({ summary, now = new Date(), variant = "compact", className }: PropertySummaryDetailsProps) {
  const ownerType = formatOwnerType(summary);
  const rows: Row[] = [
    { label: "County", value: summary.county ? `${summary.county} County` : NOT_AVAILABLE },
    { label: "Living area", value: formatSquareFeet(summary.livingSqft) },
    { label: "Year built", value: formatYear(summary.yearBuilt) },
    { label: "Last sale", value: formatLastSale(summary) },
    { label: "Annual taxes", value: formatTaxes(summary.annualTaxes) },
    { label: "Total assessment", value: formatDollars(summary.totalAssessment) },
    { label: "Owner", value: summary.ownerName ?? NOT_AVAILABLE },
    { label: "Owned for", value: ownershipDuration(summary.saleDate, now) ?? NOT_AVAILABLE },
  ];
  if (variant === "full") {
    rows.push(
      { label: "Land assessment", value: formatDollars(summary.landAssessment) },
      { label: "Building assessment", value: formatDollars(summary.buildingAssessment) },
      { label: "Lot size", value: formatAcreage(summary.acreage) },
      { label: "Block / lot", value: formatBlockLot(summary) },
    );
    if (ownerType) rows.push({ label: "Ownership", value: ownerType });
  }

  return (
    <dl className={cn("grid grid-cols-1 gap-x-6 gap-y-2 text-sm min-[420px]:grid-cols-2", className)}>
      {rows.map((row) => (
        <div key={row.label} className="flex flex-col">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{row.label}</dt>
          <dd className="font-medium text-slate-900 break-words">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
