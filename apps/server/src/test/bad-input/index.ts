/** The bad-input suite's generators, as its tests use them: the operations of the OpenAPI document and bad requests. */
export {
  type BadRequest,
  ID_KINDS,
  type IdKind,
  type JsonSchema,
  type Operation,
  RealId,
  type Resolver,
} from './bad-request.ts';
export { TOKEN } from './headers.ts';
export { type OpenApiDocument, readOperations } from './openapi.ts';
export { badRequests } from './requests.ts';
