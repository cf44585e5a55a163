import type { Certificate, CertificateLanguage, CertificateList, RevokeCertificateBody } from '@skillsync/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { challengeKeys } from './challenge-keys.ts';

const certificateKeys = {
  one: (id: string) => [...challengeKeys.all, 'certificate', id] as const,
  ofChallenge: (challengeId: string) => [...challengeKeys.detail(challengeId), 'certificates'] as const,
};

/** Where the holder downloads their certificate: a plain link, the session cookie goes with it. */
export const certificatePdfUrl = (id: string, language: CertificateLanguage) =>
  `/api/certificates/${encodeURIComponent(id)}/pdf?language=${language}`;

/** A certificate as its public verification page shows it, with a title for the tab. */
export function useCertificate(id: string) {
  return useQuery(
    queryOptions({
      queryKey: certificateKeys.one(id),
      queryFn: ({ signal }) => api<Certificate>(`/certificates/${encodeURIComponent(id)}`, { signal }),
      select: (certificate) => ({ ...certificate, title: certificate.challenge.title }),
    }),
  );
}

/** The member's certificates of a challenge (every one of them for its host), once the results are out. */
export function useChallengeCertificates(challengeId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: certificateKeys.ofChallenge(challengeId),
    queryFn: ({ signal }) =>
      api<CertificateList>(`/challenges/${encodeURIComponent(challengeId)}/certificates`, { signal }),
    enabled: isEnabled,
  });
}

export function useRevokeCertificate(challengeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RevokeCertificateBody }) =>
      api<Certificate>(`/certificates/${encodeURIComponent(id)}/revoke`, { method: 'POST', body }),
    onSuccess: (certificate) => {
      queryClient.setQueryData(certificateKeys.one(certificate._id), certificate);
      void queryClient.invalidateQueries({ queryKey: certificateKeys.ofChallenge(challengeId) });
    },
  });
}
