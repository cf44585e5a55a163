import {
  type ChallengeDetail,
  type CreateChallengeInput,
  indiaDayOf,
  type SubmitInput,
  splitCommaList,
  splitLines,
} from '@skillsync/shared';
import { textFormResolver, toCommaText, toLinesText, toNumberOrText } from '../../../lib/form-resolver.ts';

/** What the host challenge form holds: technologies as comma text, criteria one per line, the prize as typed. */
export type ChallengeFormValues = {
  title: string;
  description: string;
  category: string;
  difficulty: string;
  prizeAmount: string;
  duration: string;
  startDate: string;
  technologies: string;
  requirements: string;
  judgingCriteria: string;
  submissionGuidelines: string;
  sponsorName: string;
  sponsorContact: string;
};

export const CHALLENGE_FORM_FIELDS = [
  'title',
  'description',
  'category',
  'difficulty',
  'prizeAmount',
  'duration',
  'startDate',
  'technologies',
  'requirements',
  'judgingCriteria',
  'submissionGuidelines',
  'sponsorName',
  'sponsorContact',
] as const satisfies readonly (keyof ChallengeFormValues)[];

/** A new challenge's form: it starts today, India's today (the server counts days in India). */
export const emptyChallengeForm = (now: Date = new Date()): ChallengeFormValues => ({
  title: '',
  description: '',
  category: '',
  difficulty: 'Intermediate',
  prizeAmount: '',
  duration: '',
  startDate: indiaDayOf(now),
  technologies: '',
  requirements: '',
  judgingCriteria: '',
  submissionGuidelines: '',
  sponsorName: '',
  sponsorContact: '',
});

/** The API body made of the form (spec §5 Host challenge), before validation; create and edit send the same. */
export function toChallengeInput(values: ChallengeFormValues): CreateChallengeInput {
  return {
    title: values.title,
    description: values.description,
    // Unselected choices stay '' so the schema answers with its own message.
    category: values.category as CreateChallengeInput['category'],
    difficulty: values.difficulty as CreateChallengeInput['difficulty'],
    prizeAmount: toNumberOrText(values.prizeAmount) as number,
    duration: values.duration as CreateChallengeInput['duration'],
    startDate: values.startDate,
    technologies: splitCommaList(values.technologies),
    requirements: values.requirements,
    judgingCriteria: splitLines(values.judgingCriteria),
    submissionGuidelines: values.submissionGuidelines,
    sponsorName: values.sponsorName,
    sponsorContact: values.sponsorContact,
  };
}

/** A saved challenge as the edit form shows it. */
export const toChallengeFormValues = (challenge: ChallengeDetail): ChallengeFormValues => ({
  title: challenge.title,
  description: challenge.description,
  category: challenge.category,
  difficulty: challenge.difficulty,
  prizeAmount: String(challenge.prizeAmount),
  duration: challenge.duration,
  startDate: challenge.startDate,
  technologies: toCommaText(challenge.technologies),
  requirements: challenge.requirements,
  judgingCriteria: toLinesText(challenge.judgingCriteria),
  submissionGuidelines: challenge.submissionGuidelines,
  sponsorName: challenge.sponsorName,
  sponsorContact: challenge.sponsorContact ?? '',
});

// The same schemas as the server, so the messages are spec §5's.
export const createChallengeResolver = textFormResolver(
  (schemas) => schemas.CreateChallengeBody,
  toChallengeInput,
  CHALLENGE_FORM_FIELDS,
);
export const updateChallengeResolver = textFormResolver(
  (schemas) => schemas.UpdateChallengeBody,
  toChallengeInput,
  CHALLENGE_FORM_FIELDS,
);

/** A participant's entry form: the repository is required, the demo and notes are not. */
export type SubmissionFormValues = { repositoryUrl: string; demoUrl: string; notes: string };
export const SUBMISSION_FORM_FIELDS = ['repositoryUrl', 'demoUrl', 'notes'] as const;

const toSubmitInput = (values: SubmissionFormValues): SubmitInput => ({
  repositoryUrl: values.repositoryUrl,
  demoUrl: values.demoUrl.trim(),
  notes: values.notes,
});

export const submissionResolver = textFormResolver(
  (schemas) => schemas.SubmitBody,
  toSubmitInput,
  SUBMISSION_FORM_FIELDS,
);
