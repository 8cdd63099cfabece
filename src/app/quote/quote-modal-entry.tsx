import { usePropertyLookupAdapter } from "@/app/quote/property-lookup-adapter";
import { QuoteModal } from "@/features/quote/components/quote-modal";

export interface QuoteModalEntryProps {
  onClose: () => void;
  onSubmitted: () => void;
}

/** The lazily loaded half of the quote modal mount: the modal with the property lookup plugged in. */
export default function QuoteModalEntry({ onClose, onSubmitted }: QuoteModalEntryProps) {
  const lookup = usePropertyLookupAdapter();
  return <QuoteModal lookup={lookup} onClose={onClose} onSubmitted={onSubmitted} />;
}
