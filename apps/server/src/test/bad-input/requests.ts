/**
 * Generators for the bad-input suite (bad-input.test.ts): malformed paths, query strings, headers and bodies for
 * any operation. Built with fast-check, so one seed replays a run exactly.
 */
import fc from 'fast-check';
import { type BadRequest, type Labelled, type Operation, RealId } from './bad-request.ts';
import { bodyMutations, garbageBody, wrongContentType } from './bodies.ts';
import { badHeaders } from './headers.ts';
import { badPathValue } from './paths.ts';
import { badQuery, validQuery } from './queries.ts';
import { pickIndex, validValue } from './valid-values.ts';

// Whole requests.

type Mutation = Labelled<(request: BadRequest) => BadRequest>;
const mutation = <T>(arbitrary: fc.Arbitrary<Labelled<T>>, apply: (request: BadRequest, value: T) => BadRequest) =>
  arbitrary.map(({ label, value }): Mutation => ({ label, value: (request) => apply(request, value) }));

/**
 * Requests for one operation: a good request (real ids in the path, a good body and filters) with one part
 * spoiled — a path id, a query parameter, a body field, the content type or a header — or everything at once.
 */
export function badRequests(operation: Operation): fc.Arbitrary<BadRequest> {
  const realPath = fc.record(
    Object.fromEntries(
      operation.pathParams.map(({ name, kind, values }) => [
        name,
        kind
          ? pickIndex.map((pick): RealId | string => new RealId(kind, pick))
          : values
            ? fc.constantFrom(...values.map(String))
            : fc.uuid(),
      ]),
    ),
  );
  const validBody: fc.Arbitrary<unknown> = operation.body ? validValue(operation.body) : fc.constant(undefined);
  const good = fc.record({
    path: realPath,
    query: validQuery(operation),
    body: validBody.map((json) => (json === undefined ? undefined : { json })),
    memberPick: fc.nat(),
    ownerPick: fc.nat(),
  });

  const mutations: fc.WeightedArbitrary<Mutation>[] = [
    {
      arbitrary: mutation(badQuery(operation), (request, query) => ({ ...request, query })),
      weight: operation.queryParams.length > 0 ? 4 : 1,
    },
    { arbitrary: mutation(badHeaders, (request, headers) => ({ ...request, headers })), weight: 2 },
    {
      arbitrary: mutation(wrongContentType(validBody), (request, body) => ({ ...request, body })),
      weight: operation.body ? 2 : 1,
    },
  ];
  if (operation.pathParams.length > 0) {
    const pathParam = fc.constantFrom(...operation.pathParams);
    const badPath = pathParam.chain((param) =>
      badPathValue(param.kind).map(({ label, value }) => ({
        label: `path.${param.name}: ${label}`,
        value: { name: param.name, value },
      })),
    );
    mutations.push({
      arbitrary: mutation(badPath, (request, { name, value }) => ({
        ...request,
        path: { ...request.path, [name]: value },
      })),
      weight: 4,
    });
  }
  // An operation that takes no body still gets one now and then: parsers run before routes look at it.
  const bodyKinds = operation.body ? bodyMutations(operation.body, validBody) : [{ arbitrary: garbageBody, weight: 1 }];
  for (const { arbitrary, weight } of bodyKinds) {
    mutations.push({
      arbitrary: mutation(arbitrary, (request, body) => ({ ...request, body })),
      weight: operation.body ? weight : 1,
    });
  }
  const everything = fc.tuple(...mutations.map(({ arbitrary }) => arbitrary)).map(
    (all): Mutation => ({
      label: 'everything spoiled at once',
      value: (request) => all.reduce((next, { value }) => value(next), request),
    }),
  );
  mutations.push({ arbitrary: everything, weight: 1 });

  return fc
    .tuple(good, fc.oneof(...mutations))
    .map(([base, { label, value }]) => value({ ...base, kind: label, headers: {} }));
}
