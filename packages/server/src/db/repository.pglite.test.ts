import { openTestPglite } from '../../test/support/databases.js';
import { describeRepositoryContract } from './repository.contract.js';

describeRepositoryContract('PGlite', openTestPglite);
