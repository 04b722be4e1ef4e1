import * as migration_20261122_061023_initial from './20261122_061023_initial';
import * as migration_20261122_064021_tenant_domains_unique from './20261122_064021_tenant_domains_unique';

export const migrations = [
  {
    up: migration_20261122_061023_initial.up,
    down: migration_20261122_061023_initial.down,
    name: '20261122_061023_initial',
  },
  {
    up: migration_20261122_064021_tenant_domains_unique.up,
    down: migration_20261122_064021_tenant_domains_unique.down,
    name: '20261122_064021_tenant_domains_unique'
  },
];
