import type { ProjectDetail, ProjectList, UpdateProjectInput } from '@skillsync/shared';
import { expect } from 'vitest';
import type { TestMember } from './builders.ts';
import type { TestAppHandle } from './test-app.ts';

/** The requests project tests send to this app, and the reads that must answer 200. */
export function projectCalls(t: TestAppHandle) {
  const detail = (id: string, as?: TestMember) => t.request('GET', `/api/projects/${id}`, { as });
  const listPage = async (query: string, as?: TestMember) => {
    const response = await t.request('GET', `/api/projects?${query}`, { as });
    expect(response.statusCode).toBe(200);
    return response.json<ProjectList>();
  };
  return {
    detail,
    listPage,
    listIds: async (query: string, as?: TestMember) =>
      (await listPage(query, as)).projects.map((project) => project._id),
    detailFor: async (id: string, as?: TestMember) => {
      const response = await detail(id, as);
      expect(response.statusCode).toBe(200);
      return response.json<ProjectDetail>();
    },
    edit: (id: string, as: TestMember | undefined, payload: UpdateProjectInput | { status: string }) =>
      t.request('PUT', `/api/projects/${id}`, { as, payload }),
    complete: (id: string, as: TestMember) => t.request('PUT', `/api/projects/${id}/complete`, { as, payload: {} }),
  };
}
