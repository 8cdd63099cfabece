import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { useLoadPropertySummary } from "@/entities/property/api/get-property-by-pin";
import { logPropertySearch } from "@/entities/property/api/log-property-search";
import type { PropertySummary } from "@/entities/property/domain/property-summary";
import { AddressSearch } from "@/features/quote/components/address-search";
import { QUOTE_MESSAGES } from "@/features/quote/domain/messages";
import type { PropertyOption } from "@/features/quote/domain/address-option";

export interface ChangePropertyDialogProps {
  /** Called with the newly loaded property once its record has arrived. */
  onChanged: (property: PropertySummary & { gisPin: string }) => void;
}

/**
 * "Change property": a search dialog (from 3 characters, saying when nothing matched)
 * that loads the chosen property's record before switching to it.
 */
export function ChangePropertyDialog({ onChanged }: ChangePropertyDialogProps) {
  const loadPropertySummary = useLoadPropertySummary();
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);

  const choose = async (option: PropertyOption) => {
    if (!option.pin || !option.property) {
      toast.error(QUOTE_MESSAGES.propertyDataNotFound);
      return;
    }
    setLoading(true);
    try {
      const property = await loadPropertySummary(option.pin);
      onChanged({ ...property, gisPin: option.pin });
      void logPropertySearch({ propertyData: property.raw, serviceRequested: false });
      toast.success(QUOTE_MESSAGES.propertyUpdated);
      setOpen(false);
    } catch {
      toast.error(QUOTE_MESSAGES.propertyUpdateFailed);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Change property
      </Button>
      <DialogContent aria-busy={loading}>
        <DialogTitle>Change property</DialogTitle>
        <DialogDescription>Search for the property by its street address and town.</DialogDescription>
        <AddressSearch label="New property address" onSelect={(option) => void choose(option)} autoFocus className="mt-4" />
        {loading && (
          <p role="status" className="mt-3 text-sm text-slate-600">
            Loading property details…
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
