import { useId, type ReactNode } from "react";
import { formatDate, formatNumber } from "#shared/format.ts";
import { translate } from "#shared/i18n.ts";
import type {
  DemandCell,
  DemandCount,
  DemandPlace,
  EmployerDemand,
} from "#shared/schemas/demand.ts";
import type { Sector } from "#shared/schemas/sectors.ts";

const cardClass = "rounded-3xl bg-white p-5 shadow-sm ring-1 ring-moss-200 sm:p-8";
const headClass = "px-3 py-2 text-right align-bottom font-semibold";
const numberClass = "px-3 py-2 text-right tabular-nums whitespace-nowrap";

/**
 * Dashboard „Nachfrage in Ihrer Region“: per place of the employer (its address, its live ads'
 * places) a table of its sectors with the searches of the last 30 days and the active job
 * alerts, in the place's Bundesland and within 50 km (docs/product.md "Demand on the
 * dashboard"). The server answers null for every count it withholds; the split by working
 * time sits in a closed disclosure below each table. Wide tables scroll sideways in a labelled,
 * focusable region, so a phone's reader and keyboard reach every column.
 */
export function DemandSection({ demand }: { demand: EmployerDemand }) {
  const empty = demand.sectors.length === 0 || demand.places.length === 0;
  return (
    <section aria-labelledby="demand-heading" className={cardClass}>
      <h2 id="demand-heading" className="text-2xl font-bold text-moss-900">
        Nachfrage in Ihrer Region
      </h2>
      {empty ? (
        <p className="mt-4 text-moss-800">
          Hier sehen Sie, wie oft in Ihrer Gegend nach Ihren Branchen gesucht wird, sobald Ihr
          Profil Branchen und eine Adresse hat oder eine Ihrer Anzeigen veröffentlicht ist.
        </p>
      ) : (
        <>
          <p className="mt-4 text-moss-800">
            Anonym gezählt: Suchen auf Wurzelwerk vom {formatDate(demand.from)} bis heute und
            bestätigte, aktive Suchaufträge – im Bundesland und im Umkreis von {demand.radius_km} km
            um Ihre Orte. Werte unter {demand.min_count} zeigen wir nicht.
          </p>
          <div className="mt-6 space-y-8">
            {demand.places.map((place) => (
              <PlaceTable
                key={`${place.label}|${place.state ?? ""}`}
                place={place}
                demand={demand}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/**
 * A table wider than a phone scrolls sideways inside a named, focusable region: keyboards
 * scroll it, readers announce its name. The caption names the table for readers; what is seen
 * stays outside the scrolling part (the place's heading, the disclosure).
 */
function TableScroller({
  labelledBy,
  caption,
  captionId,
  className = "",
  children,
}: {
  labelledBy: string;
  caption: string;
  captionId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      className={`overflow-x-auto rounded-xl ring-1 ring-moss-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-moss-700 ${className}`}
    >
      <table className="w-full min-w-[34rem] text-left text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

function countText(value: DemandCount, withheld: string): string {
  return value === null ? withheld : formatNumber(value, 0);
}

function placeCaption(place: DemandPlace): string {
  const where = place.state ? `${place.label}, ${place.state}` : place.label;
  return place.source === "profile" ? `${where} (Ihre Adresse)` : `${where} (Ort Ihrer Anzeigen)`;
}

function PlaceTable({ place, demand }: { place: DemandPlace; demand: EmployerDemand }) {
  const headingId = useId();
  const region = place.state ? demand.regions.find((r) => r.state === place.state) : undefined;
  const circle = `Umkreis ${demand.radius_km} km`;
  const small = `weniger als ${demand.min_count}`;
  const areas = [
    ...(region ? [{ title: `Bundesland ${region.state}`, cells: region.cells }] : []),
    { title: circle, cells: place.cells },
  ];
  const cellOf = (cells: DemandCell[], sector: Sector) =>
    cells.find((c) => c.sector_id === sector.id);

  return (
    <div>
      <h3 id={headingId} className="mb-2 text-lg font-semibold text-moss-900">
        {placeCaption(place)}
      </h3>
      <TableScroller labelledBy={headingId} caption={placeCaption(place)}>
        <thead className="bg-moss-50 text-moss-900">
          <tr>
            <th scope="col" rowSpan={2} className="px-3 py-2 align-bottom font-semibold">
              Branche
            </th>
            {areas.map((area) => (
              <th
                key={area.title}
                scope="colgroup"
                colSpan={2}
                className="border-l border-moss-200 px-3 pt-2 text-right font-semibold"
              >
                {area.title}
              </th>
            ))}
          </tr>
          <tr>
            {areas.map((area) => [
              <th
                key={`${area.title}-s`}
                scope="col"
                className={`${headClass} border-l border-moss-200`}
              >
                Suchen (30 Tage)
              </th>,
              <th key={`${area.title}-a`} scope="col" className={headClass}>
                Aktive Suchaufträge
              </th>,
            ])}
          </tr>
        </thead>
        <tbody className="divide-y divide-moss-100">
          {demand.sectors.map((sector) => (
            <tr key={sector.id}>
              <th scope="row" className="px-3 py-2 font-normal text-ink">
                {translate(sector.name)}
              </th>
              {areas.map((area) => {
                const cell = cellOf(area.cells, sector);
                return [
                  <td key={`${area.title}-s`} className={`${numberClass} border-l border-moss-200`}>
                    {countText(cell?.searches ?? null, small)}
                  </td>,
                  <td key={`${area.title}-a`} className={numberClass}>
                    {countText(cell?.alerts ?? null, small)}
                  </td>,
                ];
              })}
            </tr>
          ))}
        </tbody>
      </TableScroller>
      <WorkingTimeSplit place={place} demand={demand} areas={areas} />
    </div>
  );
}

/** The same figures by working time, in a disclosure: most employers want the totals only. */
function WorkingTimeSplit({
  place,
  demand,
  areas,
}: {
  place: DemandPlace;
  demand: EmployerDemand;
  areas: { title: string; cells: DemandCell[] }[];
}) {
  const captionId = useId();
  return (
    <details className="mt-3">
      <summary className="cursor-pointer rounded font-semibold text-moss-800 underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-moss-700">
        Nach Arbeitszeit aufgeteilt
      </summary>
      <p className="mt-2 text-sm text-moss-800">
        „nicht ausgewiesen“: weniger als {demand.min_count}, oder verborgen, damit sich ein kleiner
        Wert nicht aus der Summe zurückrechnen lässt.
      </p>
      <TableScroller
        labelledBy={captionId}
        captionId={captionId}
        caption={`${placeCaption(place)} nach Arbeitszeit`}
        className="mt-2"
      >
        <thead className="bg-moss-50 text-moss-900">
          <tr>
            <th scope="col" className="px-3 py-2 align-bottom font-semibold">
              Arbeitszeit
            </th>
            {areas.map((area) => [
              <th
                key={`${area.title}-s`}
                scope="col"
                className={`${headClass} border-l border-moss-200`}
              >
                Suchen (30 Tage), {area.title}
              </th>,
              <th key={`${area.title}-a`} scope="col" className={headClass}>
                Aktive Suchaufträge, {area.title}
              </th>,
            ])}
          </tr>
        </thead>
        {demand.sectors.map((sector) => (
          <tbody key={sector.id} className="divide-y divide-moss-100">
            <tr>
              <th
                scope="rowgroup"
                colSpan={1 + areas.length * 2}
                className="bg-moss-50/60 px-3 py-2 font-semibold text-moss-900"
              >
                {translate(sector.name)}
              </th>
            </tr>
            {(areas[0]?.cells.find((c) => c.sector_id === sector.id)?.working_times ?? []).map(
              ({ working_time }, i) => (
                <tr key={working_time}>
                  <th scope="row" className="px-3 py-2 font-normal text-ink">
                    {working_time}
                  </th>
                  {areas.map((area) => {
                    const split = area.cells.find((c) => c.sector_id === sector.id)?.working_times[
                      i
                    ];
                    return [
                      <td
                        key={`${area.title}-s`}
                        className={`${numberClass} border-l border-moss-200`}
                      >
                        {countText(split?.searches ?? null, "nicht ausgewiesen")}
                      </td>,
                      <td key={`${area.title}-a`} className={numberClass}>
                        {countText(split?.alerts ?? null, "nicht ausgewiesen")}
                      </td>,
                    ];
                  })}
                </tr>
              ),
            )}
          </tbody>
        ))}
      </TableScroller>
    </details>
  );
}
