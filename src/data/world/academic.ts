/**
 * The academic structure of school years 2025 and 2026: years, levels, series and classes.
 */
import {derivedUuid} from '../../lib/derived-uuid';
import type {AcademicClass, AcademicLevel, AcademicSerie, AcademicYear} from './types';

export const academicYears: readonly AcademicYear[] = [
  {
    id: 41,
    refId: '3c9a7d15-e82f-4b06-9d4a-61f0b2e8c7d3',
    year: '2025',
    companyId: 27,
    externalId: 2025,
    active: true,
    creationDate: '2024-08-19T10:02:44.000Z',
    lastUpdateDate: null,
  },
  {
    id: 58,
    refId: 'b61f8e2a-0c4d-4d9b-a3e7-5f21c8d09a46',
    year: '2026',
    companyId: 27,
    externalId: 2026,
    active: true,
    creationDate: '2025-08-14T11:20:03.000Z',
    lastUpdateDate: '2025-09-02T16:48:21.000Z',
    was: [{until: '2025-09-02T16:48:21.000Z', externalId: null, lastUpdateDate: null}],
  },
  {
    // A future year created by mistake and removed.
    id: 63,
    refId: 'f0a83d6e-27c1-4b59-8e3d-c45b91a0e7f2',
    year: '2027',
    companyId: 27,
    externalId: null,
    active: true,
    creationDate: '2025-08-14T11:21:40.000Z',
    lastUpdateDate: null,
    removedAt: '2025-08-14T11:30:00.000Z',
  },
];

export const academicLevels: readonly AcademicLevel[] = [
  {
    id: 41,
    refId: '2c7f4e91-8a03-4b5d-9f16-d4e8a2b07c53',
    level: 'EARLY_CHILDHOOD_EDUCATION',
    academicYearId: 41,
    externalId: 2025000,
    active: true,
  },
  {
    id: 42,
    refId: '5a8e2f17-3c9b-4d61-8e04-b27f9c1d6a35',
    level: 'ELEMENTARY_SCHOOL_I',
    academicYearId: 41,
    externalId: 2025001,
    active: true,
  },
  {
    id: 43,
    refId: '9d3b6a0e-41c7-4f2a-b58d-0e6c2f71a9b4',
    level: 'ELEMENTARY_SCHOOL_II',
    academicYearId: 41,
    externalId: 2025002,
    active: true,
  },
  {
    id: 44,
    refId: 'e1a49c27-6b58-4d03-a7f2-38c9d05b1e86',
    level: 'HIGH_SCHOOL',
    academicYearId: 41,
    externalId: 2025003,
    active: true,
  },
  // Created twice by an import and removed.
  {
    id: 45,
    refId: '73f0b8d2-19ae-4c65-8b3e-a5d7c40e92f1',
    level: 'HIGH_SCHOOL',
    academicYearId: 41,
    externalId: null,
    active: true,
    removedAt: '2024-08-20T09:14:00.000Z',
  },
  {
    id: 212,
    refId: '1582f716-71ce-4e49-b411-d00ae07d49bd',
    level: 'ELEMENTARY_SCHOOL_I',
    academicYearId: 58,
    externalId: 2026002,
    active: true,
  },
  {
    id: 213,
    refId: '6c23ee35-3aa6-4000-8351-64c5f96da88f',
    level: 'ELEMENTARY_SCHOOL_II',
    academicYearId: 58,
    externalId: 2026003,
    active: true,
  },
];

/** The annuity of every 2025 serie of the elementary school: 12 instalments of R$ 1.250,90. */
const ANNUITY_2025 = 15010.8;

function serie(
  id: number,
  name: string,
  sequence: number,
  academicLevelId: number,
  annuityValue: number,
  refId?: string,
): AcademicSerie {
  return {
    id,
    refId: refId ?? derivedUuid(`serie-${id}`),
    serie: name,
    sequence,
    academicLevelId,
    annuityValue,
    installmentQuantity: 12,
  };
}

export const academicSeries: readonly AcademicSerie[] = [
  serie(196, 'Maternal', 1, 41, 13210.8),
  serie(197, 'Pré I', 2, 41, 13210.8),
  serie(198, 'Pré II', 3, 41, 13210.8),
  serie(201, '1º ano', 1, 42, ANNUITY_2025),
  serie(202, '2º ano', 2, 42, ANNUITY_2025),
  serie(203, '3º ano', 3, 42, ANNUITY_2025),
  serie(204, '4º ano', 4, 42, ANNUITY_2025, '81b5e2c9-0f3a-4d76-9c48-6a2e17f0d5b3'),
  serie(205, '5º ano', 5, 42, ANNUITY_2025, 'c46d0e3a-7b21-4f98-a5c3-1e9f82b06d47'),
  // A second "5º ano" created by mistake and removed.
  {...serie(206, '5º ano', 5, 42, ANNUITY_2025), removedAt: '2024-08-21T10:40:00.000Z'},
  serie(210, '1ª série', 1, 44, 19810.8),
  serie(211, '2ª série', 2, 44, 19810.8),
  serie(212, '3ª série', 3, 44, 19810.8),
  serie(221, '6º ano', 6, 43, 16810.8),
  serie(222, '7º ano', 7, 43, 16810.8),
  serie(223, '8º ano', 8, 43, 16810.8),
  serie(224, '9º ano', 9, 43, 16810.8),
  serie(236, '6º ano', 6, 213, ANNUITY_2025),
];

export const academicClasses: readonly AcademicClass[] = [
  {
    id: 305,
    refId: derivedUuid('class-305'),
    class: '2º A',
    shift: 'MORNING',
    enrollmentLimit: 28,
    academicSerieId: 202,
  },
  {
    id: 311,
    refId: 'a3c91f58-6d02-4e7b-b1a4-58e0d2c7f916',
    class: '5º A',
    shift: 'FULL_TIME',
    enrollmentLimit: 30,
    academicSerieId: 205,
    // Moved to full time with two more seats (docs/turmas/atualizar.md).
    was: [{until: '2025-02-03T11:18:26.000Z', shift: 'MORNING', enrollmentLimit: 28}],
  },
  {
    id: 312,
    refId: derivedUuid('class-312'),
    class: '5º B',
    shift: 'AFTERNOON',
    enrollmentLimit: 28,
    academicSerieId: 205,
  },
  {
    id: 313,
    refId: 'f08a3d6c-2e47-4b19-8c5d-97b1e4a03f62',
    class: '5º C',
    shift: 'FULL_TIME',
    enrollmentLimit: 24,
    academicSerieId: 205,
  },
  // Created twice and removed before any student.
  {
    id: 314,
    refId: derivedUuid('class-314'),
    class: '5º D',
    shift: 'AFTERNOON',
    enrollmentLimit: 28,
    academicSerieId: 205,
    removedAt: '2025-01-15T12:00:00.000Z',
  },
  {
    id: 342,
    refId: 'fb456d33-3a7d-4b61-a883-c5d3c1de2a77',
    class: '6º A',
    shift: 'MORNING',
    enrollmentLimit: 30,
    academicSerieId: 236,
  },
  {
    // The afternoon class of the 6th year, target of a class change (docs/matriculas/manter-matricula-efetivada.md).
    id: 343,
    refId: derivedUuid('class-343'),
    class: '6º B',
    shift: 'AFTERNOON',
    enrollmentLimit: 30,
    academicSerieId: 236,
  },
];
