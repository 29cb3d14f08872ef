// The walk lives in src/lib/schema-members.ts, which the operation checker (browser code) shares.
export {schemaMembers, type SchemaMember} from '../../../lib/schema-members';
