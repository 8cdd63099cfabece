import { DiscountCodeForm } from "@/features/owner-discount-codes/components/discount-code-form";
import { DiscountCodeList } from "@/features/owner-discount-codes/components/discount-code-list";

/**
 * /owner/discount-codes: make a code, deactivate one, and see how often each was used and by
 * which requests (docs/product.md, "Prices and discount codes"; docs/decisions/071).
 */
export function OwnerDiscountCodesPage() {
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Discount codes</h1>
      <p className="mt-1 max-w-2xl text-slate-700">
        Codes visitors type in the quote or follow in a link. A code counts a use when a request is sent with it; a deactivated code stops at once.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,24rem)_1fr] lg:items-start">
        <DiscountCodeForm />
        <DiscountCodeList />
      </div>
    </>
  );
}
