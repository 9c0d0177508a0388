import { describe, expect, it } from 'vitest';
import {
  DatabaseUnavailableError,
  databaseUnavailable,
  isConnectionLost,
  isPoolBusy,
  isRerunnableRead,
  wasRefusedBeforeSending,
} from './connection-loss';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('a lost connection, told from other failures', () => {
  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection because of crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['57P05', 'terminating connection due to idle-session timeout'],
    ['08006', 'connection failure'],
    ['08001', 'could not connect'],
    ['08P01', 'protocol violation'],
    ['ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'],
    ['ECONNRESET', 'read ECONNRESET'],
    ['EPIPE', 'write EPIPE'],
    ['ETIMEDOUT', 'connect ETIMEDOUT'],
    ['EAI_AGAIN', 'getaddrinfo EAI_AGAIN db'],
  ])('%s (%s) is a lost connection', (code, message) => {
    expect(isConnectionLost(withCode(code, message))).toBe(true);
  });

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'Client has encountered a connection error and is not queryable',
  ])('"%s" is a lost connection', (message) => {
    expect(isConnectionLost(new Error(message))).toBe(true);
  });

  it.each([
    ['57014', 'canceling statement due to statement timeout'],
    ['23505', 'duplicate key value violates unique constraint'],
    ['40P01', 'deadlock detected'],
    ['57P04', 'database dropped'],
    ['42P01', 'relation does not exist'],
  ])('%s (%s) is not', (code, message) => {
    expect(isConnectionLost(withCode(code, message))).toBe(false);
  });

  it('finds the loss behind a cause or inside an AggregateError (an address of each family refused)', () => {
    expect(isConnectionLost(new Error('wrapped', { cause: withCode('ECONNREFUSED') }))).toBe(true);
    const refused = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'refused');
    expect(isConnectionLost(refused)).toBe(true);
    expect(isConnectionLost(new Error('plain'))).toBe(false);
    expect(isConnectionLost('a string')).toBe(false);
  });

  it('tells a pool whose connections all stayed busy apart from a lost one', () => {
    const busy = new Error('timeout exceeded when trying to connect');
    expect(isPoolBusy(busy)).toBe(true);
    expect(isConnectionLost(busy)).toBe(false);
  });

  it('knows a statement refused by a client whose connection was already gone never reached PostgreSQL', () => {
    expect(
      wasRefusedBeforeSending(new Error('Client has encountered a connection error and is not queryable')),
    ).toBe(true);
    expect(wasRefusedBeforeSending(new Error('Connection terminated unexpectedly'))).toBe(false);
  });

  it('finds a DatabaseUnavailableError behind the errors that wrap it', () => {
    const unavailable = new DatabaseUnavailableError(withCode('57P01'), { committed: 'no', reason: 'lost' });
    expect(databaseUnavailable(new Error('job failed', { cause: unavailable }))).toBe(unavailable);
    expect(databaseUnavailable(withCode('57P01'))).toBeNull();
    expect(unavailable.message).toBe('The database connection was lost (57P01)');
  });
});

describe('reads that may run again on a fresh connection', () => {
  it.each([
    'SELECT id FROM orders WHERE id = $1',
    '  select count(*) AS n FROM notes',
    'WITH recent AS (SELECT id FROM orders) SELECT id FROM recent',
    'SHOW statement_timeout',
    'SELECT id FROM items WHERE id = $1 FOR UPDATE',
  ])('%s', (sql) => {
    expect(isRerunnableRead(sql)).toBe(true);
  });

  it.each([
    'INSERT INTO notes (value) VALUES ($1)',
    'UPDATE orders SET status = $2 WHERE id = $1',
    'WITH gone AS (DELETE FROM notes RETURNING value) SELECT count(*) FROM gone',
    'SELECT * INTO copy_of_orders FROM orders',
    'SELECT 1; DELETE FROM notes',
    'EXPLAIN ANALYZE DELETE FROM notes',
    'BEGIN',
    'SET statement_timeout = 0',
  ])('not %s', (sql) => {
    expect(isRerunnableRead(sql)).toBe(false);
  });
});
