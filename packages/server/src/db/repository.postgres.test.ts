import { openTestPostgres } from '../../test/support/databases.js';
import { describeRepositoryContract } from './repository.contract.js';

describeRepositoryContract('PostgreSQL', openTestPostgres);
