/** Reading the OpenAPI document into the operations the bad-input suite sends requests to. */
import { type IdKind, type JsonSchema, METHODS, type Operation } from './bad-request.ts';

type OpenApiParameter = { in: string; name: string; schema?: JsonSchema };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** A record's own entry: a parameter named `constructor` finds nothing, not Object's constructor. */
const ownValue = <T>(record: Record<string, T>, key: string) => (Object.hasOwn(record, key) ? record[key] : undefined);

/** The kind of id that follows each collection in a path: `/problems/{id}`, `/join-requests/{requestId}`. */
const ID_KIND_AFTER_SEGMENT: Record<string, IdKind> = {
  problems: 'problem',
  // A collaboration is a problem's team: its id is the problem's (`/collaborations/{id}/messages`).
  collaborations: 'problem',
  'collaboration-requests': 'request',
  users: 'user',
  // A project's member is named by their user id (`/projects/{id}/members/{userId}`).
  members: 'user',
  projects: 'project',
  'join-requests': 'joinRequest',
  tasks: 'task',
  milestones: 'milestone',
  challenges: 'challenge',
  // A challenge's entry (`/challenges/{id}/submissions/{submissionId}/score`).
  submissions: 'submission',
  // A challenge's question and an answer (`/challenges/{id}/questions/{questionId}`, `…/answers/{answerId}`).
  questions: 'question',
  answers: 'answer',
  certificates: 'certificate',
};
const ID_KIND_BY_NAME: Record<string, IdKind> = {
  problemId: 'problem',
  requestId: 'request',
  userId: 'user',
  projectId: 'project',
  taskId: 'task',
  milestoneId: 'milestone',
  challengeId: 'challenge',
  submissionId: 'submission',
  questionId: 'question',
  answerId: 'answer',
  // A chat message (`/chat/messages/{messageId}`).
  messageId: 'message',
};

/**
 * What kind of id a path parameter takes: by the segment before it (`/problems/{id}`), else by its name
 * (`userId`). The path comes first: a `{requestId}` under `/join-requests/` is a project's join request, not a
 * collaboration request.
 */
function idKindOf(path: string, name: string): IdKind | undefined {
  const segments = path.split('/');
  const before = segments[segments.indexOf(`{${name}}`) - 1] ?? '';
  return ownValue(ID_KIND_AFTER_SEGMENT, before) ?? ownValue(ID_KIND_BY_NAME, name);
}

/** Follows `$ref`s into the document's components, so the generators see plain schemas. */
function dereference(schema: JsonSchema, document: OpenApiDocument, depth = 0): JsonSchema {
  const ref = schema.$ref?.replace('#/components/schemas/', '');
  const target = ref !== undefined ? (document.components?.schemas?.[ref] ?? {}) : schema;
  if (depth > 10) return target;
  const deeper = (child: JsonSchema) => dereference(child, document, depth + 1);
  return {
    ...target,
    ...(target.properties && {
      properties: Object.fromEntries(Object.entries(target.properties).map(([key, value]) => [key, deeper(value)])),
    }),
    ...(target.items && { items: deeper(target.items) }),
    ...(target.anyOf && { anyOf: target.anyOf.map(deeper) }),
    ...(target.oneOf && { oneOf: target.oneOf.map(deeper) }),
    ...(target.allOf && { allOf: target.allOf.map(deeper) }),
  };
}

/** Every operation the document lists (path × method), but the documentation's own pages. */
export function readOperations(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths)
    .filter(([path]) => !path.startsWith('/api/docs'))
    .flatMap(([path, byMethod]) =>
      Object.entries(byMethod).flatMap(([name, operation]): Operation[] => {
        const method = METHODS.find((known) => known === name.toUpperCase());
        if (!method) return [];
        const parameters = operation.parameters ?? [];
        const body = operation.requestBody?.content?.['application/json']?.schema;
        return [
          {
            method,
            path,
            pathParams: parameters
              .filter((p) => p.in === 'path')
              .map((p) => ({ name: p.name, kind: idKindOf(path, p.name), values: p.schema?.enum })),
            queryParams: parameters
              .filter((p) => p.in === 'query')
              .map((p) => ({ name: p.name, schema: dereference(p.schema ?? {}, document) })),
            body: body && dereference(body, document),
          },
        ];
      }),
    );
}
