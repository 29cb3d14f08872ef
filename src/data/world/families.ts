/**
 * The families: financial owners (Carla Duarte Pereira and the others) and their dependents
 * (Helena, Théo...), duplicates and removed records included.
 */
import {derivedUuid} from '../../lib/derived-uuid';
import {overdueSince} from './billing-builder';
import {annuity2025} from './payment-plans';
import {RENATO_AGREEMENT_CREATED} from './agreements';
import type {Address, Dependent, FinancialOwner} from './types';

/** The due date of the 2025 annuity's October instalment, the first boleto the family left unpaid. */
const OCTOBER_DUE_DATE = annuity2025.installments[9]?.dueDate ?? '';

const duartePereiraAddress: Address = {
  zipCode: '13092150',
  street: 'Rua das Acácias',
  number: '245',
  district: 'Jardim Paulista',
  city: 'Campinas',
  state: 'SP',
};

/** A financial owner with only the fields a page lists. */
function owner(
  id: number,
  refId: string,
  name: string,
  cpf: string,
  email: string | null,
  creationDate: string,
): FinancialOwner {
  return {
    id,
    refId,
    name,
    cpf,
    email,
    condition: 'REGULAR',
    companyId: 27,
    active: true,
    creationDate,
    lastUpdateDate: null,
  };
}

export const carla: FinancialOwner = {
  id: 68,
  refId: '5e8a1f37-2b9c-4d06-a7e4-3c1f9b0d6e52',
  name: 'Carla Duarte Pereira',
  cpf: '39053344705',
  email: 'carla.pereira@email.com.br',
  phone: '1932518874',
  whatsapp: '19991827364',
  birthDate: '1984-09-03T00:00:00.000Z',
  rg: '284561390',
  occupation: 'Engenheira civil',
  maritalStatus: 'MARRIED',
  // In debt while the March instalment of the school supplies (90413) was overdue, from 11/03/2025;
  // regular again once its second copy (91420) was paid, so the 2026 re-enrollment (06/10/2025)
  // is not refused for debt. In debt again since the October boletos went unpaid (billings.ts).
  condition: 'IN_DEBT',
  companyId: 27,
  address: duartePereiraAddress,
  active: true,
  creationDate: '2024-10-14T11:05:12.000Z',
  lastUpdateDate: '2025-03-25T06:00:00.000Z',
  was: [
    {until: '2025-02-10T13:12:55.000Z', lastUpdateDate: null},
    // The end of 10/03/2025, the due date of 90413, in the platform's time zone.
    {until: '2025-03-11T03:00:00.000Z', condition: 'REGULAR'},
    {until: '2025-03-25T06:00:00.000Z', condition: 'IN_DEBT', lastUpdateDate: '2025-02-10T13:12:55.000Z'},
    // The end of 10/10/2025, the due date of the October boletos.
    {until: overdueSince(OCTOBER_DUE_DATE), condition: 'REGULAR'},
  ],
};

export const financialOwners: readonly FinancialOwner[] = [
  owner(
    61,
    '91175d9d-7977-4404-9d26-e9ca3a80a629',
    'Sílvia Ramos Teixeira',
    '81320547680',
    'silvia.teixeira@email.com.br',
    '2024-09-09T13:00:00.000Z',
  ),
  owner(
    63,
    'd018a86c-4c01-4fba-b5f0-35d36d487040',
    'Eduardo Nogueira Campos',
    '36295810489',
    'eduardo.campos@email.com.br',
    '2024-09-16T14:20:00.000Z',
  ),
  owner(
    64,
    '150097af-ee48-4437-b4df-39730a7c4d91',
    'Cláudia Moreira Lins',
    '92547103850',
    'claudia.lins@email.com.br',
    '2024-09-23T15:40:00.000Z',
  ),
  owner(
    66,
    '2d59834a-fbe1-4ba1-aa77-7e3d07b2d03c',
    'Fernanda Oliveira Costa',
    '64801259324',
    'fernanda.costa@email.com.br',
    '2024-10-01T12:30:00.000Z',
  ),
  carla,
  owner(
    71,
    'bbabda59-20b0-4a06-89de-515c68a53a2f',
    'Juliana Araújo Santos',
    '73058621426',
    'juliana.santos@email.com.br',
    '2024-10-21T16:45:00.000Z',
  ),
  {
    ...owner(
      74,
      '1a9f5c3e-4d27-4b80-b6e1-8c2d0f7a9e45',
      'Marcos Vinícius Rocha',
      '61387045253',
      null,
      '2024-10-28T10:10:00.000Z',
    ),
    // The family moved to another school in June 2025; the record was deactivated after the debts were settled.
    active: false,
    lastUpdateDate: '2025-07-01T12:05:00.000Z',
    was: [{until: '2025-07-01T12:05:00.000Z', active: true, condition: 'IN_DEBT', lastUpdateDate: null}],
  },
  owner(
    75,
    'ded9b42b-3d78-4f92-98b1-2ba45dacd26e',
    'Patrícia Gomes de Almeida',
    '19635740875',
    'patricia.almeida@email.com.br',
    '2024-11-04T09:00:00.000Z',
  ),
  {
    ...owner(
      78,
      'e41f9341-89d8-4960-ba6a-74ee6da5c1fa',
      'Renato Carvalho Lima',
      '57382016986',
      'renato.lima@email.com.br',
      '2024-11-18T17:25:00.000Z',
    ),
    // In debt from the end of 10/08/2025; in an agreement (251, agreements.ts) since he signed it.
    condition: 'IN_AGREEMENT',
    was: [
      {until: overdueSince('2025-08-10T00:00:00.000Z'), condition: 'REGULAR'},
      {until: RENATO_AGREEMENT_CREATED, condition: 'IN_DEBT'},
    ],
  },
  {
    ...owner(
      91,
      'e3b6c0d2-8f41-4a7d-9e25-6b0c1f8a3d74',
      'Adriana Souza Martins',
      '71428793860',
      'adriana.martins@email.com.br',
      '2025-03-03T18:40:11.000Z',
    ),
    condition: 'IN_DEBT',
    // In debt again when her agreement (244) was broken.
    was: [{until: '2025-05-26T03:00:00.000Z', condition: 'REGULAR'}],
  },
  {
    // Registered with a wrong CPF and removed before any charge.
    ...owner(
      97,
      '83bd0861-44f1-4df1-9740-19f548905196',
      'Otávio Nunes Ribeiro',
      '40731896203',
      null,
      '2025-04-07T14:00:00.000Z',
    ),
    removedAt: '2025-04-07T14:20:00.000Z',
  },
  owner(
    99,
    '4f5b3710-32c6-4752-ad84-82b8aa9f419b',
    'Vanessa Cardoso Melo',
    '30581749260',
    'vanessa.melo@email.com.br',
    '2025-04-07T14:25:00.000Z',
  ),
  {
    // Carla registered a second time with two digits of the CPF swapped; merged into 68 by mergeFinancialOwners.
    ...owner(
      112,
      derivedUuid('financial-owner-112'),
      'Carla Duarte Pereira',
      '39053347470',
      'carla.pereira@email.com.br',
      '2025-05-12T10:15:00.000Z',
    ),
    removedAt: '2025-05-13T09:40:00.000Z',
  },
];

export const helena: Dependent = {
  id: 1542,
  refId: '3f1c9a52-7d4e-4b8a-9c61-2e5f0b7d8a14',
  name: 'Helena Duarte Pereira',
  cpf: '52998224725',
  email: 'helena.pereira@email.com.br',
  birthDate: '2015-06-21T00:00:00.000Z',
  companyId: 27,
  financialOwnerIds: [68],
  academicClassId: 311,
  lastAcademicClassId: 311,
  address: duartePereiraAddress,
  active: true,
  creationDate: '2024-10-14T11:05:12.000Z',
  lastUpdateDate: '2025-03-18T16:22:41.000Z',
  was: [{until: '2025-03-18T16:22:41.000Z', email: null, lastUpdateDate: null}],
};

export const theo: Dependent = {
  id: 1543,
  refId: 'c92e4b07-6d1a-4f3e-8b59-1a7d0e2c4f96',
  name: 'Théo Duarte Pereira',
  cpf: '15964023770',
  email: null,
  birthDate: '2018-03-14T00:00:00.000Z',
  companyId: 27,
  financialOwnerIds: [68],
  academicClassId: 305,
  lastAcademicClassId: 305,
  address: duartePereiraAddress,
  active: true,
  creationDate: '2024-10-14T11:05:12.000Z',
  lastUpdateDate: null,
};

function child(
  id: number,
  refId: string,
  name: string,
  financialOwnerId: number,
  academicClassId: number,
  creationDate: string,
): Dependent {
  return {
    id,
    refId,
    name,
    cpf: null,
    email: null,
    companyId: 27,
    financialOwnerIds: [financialOwnerId],
    academicClassId,
    lastAcademicClassId: academicClassId,
    active: true,
    creationDate,
    lastUpdateDate: null,
  };
}

export const dependents: readonly Dependent[] = [
  {
    ...child(1480, 'd411214f-e489-4dda-85c4-53d9d18c6b7f', 'Beatriz Rocha', 74, 312, '2024-10-28T10:12:00.000Z'),
    active: false,
    lastUpdateDate: '2025-07-01T12:00:00.000Z',
    was: [{until: '2025-07-01T12:00:00.000Z', active: true, lastUpdateDate: null}],
  },
  {
    ...child(1481, 'd17d39f4-16ef-40b2-b864-5cef7a6fb589', 'Gabriel Rocha', 74, 305, '2024-10-28T10:14:00.000Z'),
    active: false,
    lastUpdateDate: '2025-07-01T12:00:00.000Z',
    was: [{until: '2025-07-01T12:00:00.000Z', active: true, lastUpdateDate: null}],
  },
  helena,
  theo,
  // Eduardo's son, registered with him.
  child(1462, '7b3e9d05-1f6a-4c28-8e47-d2a05c9b3f61', 'Pedro Nogueira Campos', 63, 312, '2024-09-16T14:23:00.000Z'),
  // Patrícia's daughter, registered with her.
  child(1503, 'c58a2f17-9d3e-4b60-a1f4-7e6b0d2c8a93', 'Sofia Gomes de Almeida', 75, 311, '2024-11-04T09:03:00.000Z'),
  child(1570, '381cd8cb-0510-427a-a7af-1dc08f5f6af2', 'Rafael Oliveira Costa', 66, 313, '2024-11-25T13:00:00.000Z'),
  {
    // Helena registered a second time, without CPF, by the November import; merged into 1542 by mergeDependents.
    ...child(1588, derivedUuid('dependent-1588'), 'Helena Duarte Pereira', 68, 311, '2024-11-28T10:00:00.000Z'),
    removedAt: '2025-02-18T10:05:00.000Z',
  },
  child(1598, 'a7e03b1d-52c6-4f8e-b914-0d6c2e9f5a37', 'Miguel Araújo Santos', 71, 312, '2024-12-02T15:30:00.000Z'),
  {
    ...child(1611, 'd7f7ddb3-9e9f-4b1a-884e-2a8f466a818d', 'Lucas Souza Martins', 91, 313, '2025-03-03T18:42:37.000Z'),
    cpf: '28419365033',
  },
  {
    // Lucas registered a second time by an import, and removed.
    ...child(1612, 'b41d7e92-0a3c-4e65-8f17-9c2a5d6e3b08', 'Lucas Souza Martins', 91, 313, '2025-03-03T18:44:02.000Z'),
    removedAt: '2025-03-04T09:00:00.000Z',
  },
];
