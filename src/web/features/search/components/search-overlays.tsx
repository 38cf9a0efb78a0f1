import { lazy, Suspense, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { ModalLoading } from "#web/ui/modal-loading.tsx";
import { useSearchStore } from "../store.ts";
import { useSearchText } from "./search-text.ts";

// Both overlays load on first use, so they add nothing to the first load of a page.
const SearchWizard = lazy(() =>
  import("./search-wizard.tsx").then((module) => ({ default: module.SearchWizard })),
);
const FilterModal = lazy(() =>
  import("./filter-modal.tsx").then((module) => ({ default: module.FilterModal })),
);

/** While an overlay's chunk loads (only pages that can open the search have its texts). */
function Loading() {
  const t = useSearchText();
  return <ModalLoading label={t("loading")} />;
}

/**
 * The search overlays every page can open (docs/product.md "Pages and addresses"): the wizard and the filter modal,
 * switched by the search store (`openWizard`, `openFilterModal`, `openSearch`). Also reads
 * the stored filter once after hydration and closes the overlays when the page changes
 * (history navigation, docs/product.md "Accounts and sign-in").
 */
export function SearchOverlays() {
  const wizardOpen = useSearchStore((state) => state.wizardOpen);
  const filterModalOpen = useSearchStore((state) => state.filterModalOpen);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    useSearchStore.getState().hydrate();
  }, []);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const state = useSearchStore.getState();
    if (state.wizardOpen) state.closeWizard();
    if (state.filterModalOpen) state.closeFilterModal();
  }, [pathname]);

  if (!wizardOpen && !filterModalOpen) return null;
  return (
    <Suspense fallback={<Loading />}>{wizardOpen ? <SearchWizard /> : <FilterModal />}</Suspense>
  );
}
