export { migrateToPostgres } from './migrate-postgres';
