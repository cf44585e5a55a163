// Where the server's time went in a window: a V8 CPU profile (the inspector's sampling profiler in the server's
// process) summed by function, self time only, and by where the code lives (a package, the server's own code, Node).

import { readFileSync } from 'node:fs';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

export type ProfileSummary = {
  sampledMs: number;
  byFunction: { name: string; ms: number; share: number }[];
  byPlace: { place: string; ms: number; share: number }[];
};

/** A package's name, the server's own folder, or what V8 calls it (`(garbage collector)`, `(program)`). */
function placeOf(url: string, functionName: string) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1] ?? url;
  if (url.startsWith('node:')) return 'node';
  const own = /(apps\/server\/src\/[^/]+(?:\/[^/]+)?|packages\/shared)/.exec(url);
  return own?.[1] ?? url;
}

/** The profile's self time by function and by place, the top `top` of each. */
export function summariseProfile(file: string, top = 15): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  for (const [index, id] of profile.samples.entries()) {
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  }
  const total = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0);
  const functions = new Map<string, number>();
  const places = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const place = placeOf(frame.url, frame.functionName);
    const name = `${frame.functionName || '(anonymous)'} ${place}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
    places.set(place, (places.get(place) ?? 0) + ms);
  }
  const ranked = <K extends string>(entries: Map<string, number>, key: K) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({ [key]: name, ms: Math.round(ms), share: Math.round((ms / total) * 1000) / 10 })) as ({
      ms: number;
      share: number;
    } & Record<K, string>)[];
  return { sampledMs: Math.round(total), byFunction: ranked(functions, 'name'), byPlace: ranked(places, 'place') };
}
