// The walk lives in src/lib/schema-members.ts, which the operation checker (browser code) shares.
export {schemaMembers} from '../../../lib/schema-members';
