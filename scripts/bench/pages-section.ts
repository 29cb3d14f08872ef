/**
 * The bench's pages section: the portal's page kinds and the pages of the three reference sites
 * (floor.ts, peer.ts), with their first-load weight and Lighthouse, in one interleaved run.
 *
 * The budgets are ratios and differences between a portal page and the reference page beside it,
 * so the two must meet the same machine: the references are built first and served side by side
 * with the portal, and each Lighthouse round audits every page once, a portal page right beside its
 * route floor and peer pages (in the opposite order on every other round). Measured one site after
 * the other, minutes apart, the drift of a shared machine (other work, heat) fell on one side of
 * every ratio.
 */
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {startLocalNginx, type LocalNginx} from '../deploy/local-nginx';
import {FLOOR_PAGE, ROUTE_FLOOR_SITE, buildFloor, buildReferenceSite, type FloorBuild} from './floor';
import {lighthouseRun, medianScores} from './lighthouse';
import {PAGE_KINDS, PEER_PAGES, measurePageWeight, type PageKind} from './page-weight';
import {buildPeer} from './peer';
import type {FloorResult, LighthouseScores, PageResult, ReferenceSiteResult} from './result';

export interface PagesSection {
  readonly floor: FloorResult;
  readonly routeFloor: ReferenceSiteResult;
  readonly peer: ReferenceSiteResult;
  readonly pages: readonly PageResult[];
}

/** One page of one site, as audited in every round. */
interface Slot {
  readonly kind: PageKind;
  readonly url: string;
  readonly runs: LighthouseScores[];
}

/**
 * The rounds' groups: each portal page with the reference pages of its kind (route floor, peer),
 * audited one right after the other; the one-page floor on its own.
 */
export function slotGroups<T extends {readonly kind: PageKind}>(
  portal: readonly T[],
  references: readonly (readonly T[])[],
  floor: T,
): T[][] {
  return [
    [floor],
    ...portal.map((page) => [
      page,
      ...references.flatMap((site) => site.filter((ref) => ref.kind.kind === page.kind.kind)),
    ]),
  ];
}

/** The order of a group's pages in round `round`: as given, then reversed, alternately. */
export const roundOrder = <T>(group: readonly T[], round: number): T[] =>
  round % 2 === 0 ? [...group] : [...group].reverse();

interface Served {
  readonly build: FloorBuild;
  readonly server: LocalNginx;
}

async function serve(
  name: string,
  build: () => Promise<FloorBuild>,
  entry: PageKind,
  port: number,
  log: (message: string) => void,
): Promise<Served> {
  log(`${name}: build`);
  const site = await build();
  try {
    const server = await startLocalNginx({
      buildDir: site.buildDir,
      generatedDir: site.generatedDir,
      entryPage: path.join(entry.path, 'index.html'),
      port,
    });
    return {build: site, server};
  } catch (error) {
    site.remove();
    throw error;
  }
}

export async function measurePagesSection(options: {
  readonly browser: Browser;
  readonly portalUrl: string;
  readonly logDir: string;
  readonly runs: number;
  /** The first of three consecutive ports for the reference sites. */
  readonly port: number;
  readonly log: (message: string) => void;
}): Promise<PagesSection> {
  const {browser, portalUrl, logDir, runs, port, log} = options;
  const served: Served[] = [];
  try {
    const [firstKind = FLOOR_PAGE] = PAGE_KINDS;
    const [firstPeer = FLOOR_PAGE] = PEER_PAGES;
    const floor = await serve('piso', () => buildFloor(logDir), FLOOR_PAGE, port, log);
    served.push(floor);
    const routeFloor = await serve(
      'piso de rotas',
      () => buildReferenceSite(ROUTE_FLOOR_SITE, logDir),
      firstKind,
      port + 1,
      log,
    );
    served.push(routeFloor);
    const peer = await serve('par', () => buildPeer(logDir), firstPeer, port + 2, log);
    served.push(peer);

    const slot = (kind: PageKind, baseUrl: string): Slot => ({kind, url: new URL(kind.path, baseUrl).href, runs: []});
    const floorSlot = slot(FLOOR_PAGE, floor.server.url);
    const routeFloorSlots = PAGE_KINDS.map((kind) => slot(kind, routeFloor.server.url));
    const peerSlots = PEER_PAGES.map((kind) => slot(kind, peer.server.url));
    const portalSlots = PAGE_KINDS.map((kind) => slot(kind, portalUrl));
    const groups = slotGroups(portalSlots, [routeFloorSlots, peerSlots], floorSlot);

    const weights = new Map<Slot, PageResult['weight']>();
    for (const each of groups.flat()) {
      log(`peso de ${each.url}`);
      weights.set(each, await measurePageWeight(browser, each.url));
    }
    for (let round = 0; round < runs; round += 1) {
      log(`Lighthouse, rodada ${String(round + 1)} de ${String(runs)}`);
      for (const group of groups) {
        for (const each of roundOrder(group, round)) each.runs.push(await lighthouseRun(each.url));
      }
    }
    const result = (each: Slot): PageResult => ({
      ...each.kind,
      weight: weights.get(each),
      lighthouse: medianScores(each.runs),
    });
    return {
      floor: {...result(floorSlot), buildSeconds: floor.build.seconds},
      routeFloor: {buildSeconds: routeFloor.build.seconds, pages: routeFloorSlots.map(result)},
      peer: {buildSeconds: peer.build.seconds, pages: peerSlots.map(result)},
      pages: portalSlots.map(result),
    };
  } finally {
    for (const each of served) {
      await each.server.stop();
      each.build.remove();
    }
  }
}
