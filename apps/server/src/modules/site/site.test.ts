import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp({
  supportEmail: 'help@example.in',
  grievanceEmail: 'officer@example.in',
  grievanceOfficer: { name: 'Meera Iyer', address: '12 MG Road, Bengaluru 560001' },
});

describe('the site contacts', () => {
  it('gives anyone the support address and the Grievance Officer this deployment is configured with', async () => {
    const response = await t.request('GET', '/api/site/contacts');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      supportEmail: 'help@example.in',
      grievanceEmail: 'officer@example.in',
      grievanceOfficerName: 'Meera Iyer',
      grievanceOfficerAddress: '12 MG Road, Bengaluru 560001',
    });
  });

  it('names a Grievance Officer even when the deployment does not', () => {
    expect(loadConfig({}).grievanceOfficer).toEqual({
      name: 'Grievance Officer, SkillSync',
      address: 'SkillSync, India',
    });
  });

  it('refuses a start with an address that is not one', () => {
    expect(() => loadConfig({ SUPPORT_EMAIL: 'nobody', GRIEVANCE_EMAIL: 'officer@' })).toThrow(
      /SUPPORT_EMAIL[\s\S]*GRIEVANCE_EMAIL/,
    );
  });
});
