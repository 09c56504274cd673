import { describe, expect, it } from 'vitest';
import { refusedAddress } from './address-guard.js';

describe('link preview address guard', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['169.254.0.1', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.100.100.200', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.0.192', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd00:ec2::254', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['::ffff:7f00:1', 'loopback'],
    ['::127.0.0.1', 'loopback'],
    ['::ffff:0:10.0.0.1', 'private'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::a00:1', 'private'],
    ['64:ff9b:1::a9fe:a9fe', 'linkLocal'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:c0a8:101::1', 'private'],
    ['2001::1', 'teredo'],
    ['2001:db8::1', 'reserved'],
  ])('refuses %s (%s)', (address, range) => {
    expect(refusedAddress(address)).toBe(range);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '1.1.1.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('lets the public address %s through', (address) => {
    expect(refusedAddress(address)).toBeNull();
  });

  it('refuses what is not an address', () => {
    expect(refusedAddress('localhost')).toBe('not an IP address');
    expect(refusedAddress('')).toBe('not an IP address');
  });

  it('lets through only the ranges a test allows, mapped forms included', () => {
    const policy = { allowedRanges: ['127.0.0.0/8'] };
    expect(refusedAddress('127.0.0.1', policy)).toBeNull();
    expect(refusedAddress('::ffff:127.0.0.1', policy)).toBeNull();
    expect(refusedAddress('10.0.0.1', policy)).toBe('private');
    expect(refusedAddress('::1', policy)).toBe('loopback');
  });
});
