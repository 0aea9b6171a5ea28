import { describe, expect, it } from 'vitest';
import { readCount, readInteger, readRating, readStatValue } from './numbers';

describe('numbers where a number is expected (look-alike letters fixed only there)', () => {
  it.each([
    ['12', 12],
    ['O7', 7],
    ['l0', 10],
    ['[25]', 25],
    ['I', 1],
    ['Pérez', null],
    ['12a4x', null],
  ])('readInteger(%s) = %s', (text, value) => expect(readInteger(text)).toBe(value));

  it.each([
    ['-', 0],
    ['—', 0],
    ['0', 0],
    ['2', 2],
    ['x', null],
  ])('readCount(%s) = %s', (text, value) => expect(readCount(text)).toBe(value));

  it.each([
    ['7.5', 7.5],
    ['7,5', 7.5],
    ['5:9', 5.9],
    ['75', 7.5],
    ['100', 10],
    ['[6.9]', 6.9],
    ['9.0]', 9],
    ['15.5', 5.5],
    ['10.0', 10],
    ['25.5', null],
    ['914', null],
    ['0.5', null],
    ['abc', null],
  ])('readRating(%s) = %s', (text, value) => expect(readRating(text)).toBe(value));

  it.each([
    ['55%', '55%'],
    ['1,8', '1,8'],
    ['1.8', '1.8'],
    ['5/12', '5/12'],
    ['a', '4'],
    ['3-', '3'],
    ['—12', '12'],
    ['-', null],
    ['Tiros', null],
  ])('readStatValue(%s) = %s', (text, value) => expect(readStatValue(text)).toBe(value));
});
