import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { Head } from "@/components/seo/head";
import { galleryRedirectTarget, paths } from "@/config/paths";

/**
 * /gallery is an old address of the portfolio: it replaces itself in the history with
 * /showcase?tab=portfolio (keeping a known ?tab= as the serviceType filter), so the
 * back button never lands on it again. Rendered without JavaScript (prerendered HTML)
 * it shows a link to the portfolio.
 */
export function GalleryRedirectPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const target = galleryRedirectTarget(searchParams);

  useEffect(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);

  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <Head
        title="Portfolio"
        description="Our New Jersey real estate photography portfolio."
        canonicalPath={paths.showcase("portfolio")}
        noindex
      />
      <p className="text-slate-600">
        Our gallery has moved to the <Link to={target} replace className="font-semibold text-brand-700 underline">portfolio</Link>.
      </p>
    </div>
  );
}
