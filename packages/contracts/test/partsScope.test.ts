import { describe, expect, it } from 'vitest';
import { inquiryRequestSchema } from '../src/inquiries.ts';
import { pdfDownloadQuerySchema, pdfRequestSchema } from '../src/pdf.ts';

const inquiry = { bar_id: 'bar-1', address_id: 3, consent_contact: true };

describe('which parts a PDF or an inquiry covers', () => {
  it('is every part unless only the parts to order are asked for', () => {
    expect(pdfDownloadQuerySchema.parse({}).parts).toBe('all');
    expect(pdfDownloadQuerySchema.parse({ parts: 'to_order' }).parts).toBe('to_order');
    expect(pdfRequestSchema.parse({})?.parts).toBe('all');
    expect(pdfRequestSchema.parse({ parts: 'to_order' })?.parts).toBe('to_order');
    expect(inquiryRequestSchema.parse(inquiry).parts).toBe('all');
    expect(inquiryRequestSchema.parse({ ...inquiry, parts: 'to_order' }).parts).toBe('to_order');
  });

  it('refuses any other value, and the PDF request refuses fields it does not know', () => {
    expect(pdfDownloadQuerySchema.safeParse({ parts: 'owned' }).success).toBe(false);
    expect(pdfRequestSchema.safeParse({ parts: 'TO_ORDER' }).success).toBe(false);
    expect(inquiryRequestSchema.safeParse({ ...inquiry, parts: true }).success).toBe(false);
    expect(pdfRequestSchema.safeParse({ parts: 'all', owned: 3 }).success).toBe(false);
  });
});
