import type { CertificateCheck, IssuedCertificate, Locale } from '@hashar/common';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Sequelize } from 'sequelize';
import type { Config } from '../../config';
import { validate } from '../../validation/validate';
import { presentCertificate, presentVerification, verifyUrlOf } from '../../presenters/certificates';
import { writeLimit } from '../../ratelimit';
import { certificatePdf } from '../../services/certificates/pdf';
import {
  certificateByCode,
  holderCertificate,
  issueBookCertificate,
  issueCertificate,
  myCertificates,
  type CertificateRequest,
} from '../../services/certificates/store';
import { type CertificateRow } from '../../presenters/certificates';
import { certificateToken, codeOfToken } from '../../lib/certificateTokens';
import { translate } from '../../i18n';
import { recordId } from '../../validation/query';
import { issueRules } from './validators';
import { signedIn } from '../../policies/signedIn';
import { operation } from '../../lib/operation';
import { volunteerBook } from '../../services/book';
import { NotFound } from '../../errors';

const issueCheck = validate<(CertificateRequest | { kind: 'book' }) & { locale?: Locale | null }>(issueRules());

interface CertificatesDeps {
  config: Config;
  sequelize: Sequelize;
  authenticate: RequestHandler;
}

/** What the holder's PDF and the verification page need: the signing key and the page's origin. */
function certificateFiles(config: Config) {
  const key = config.certificates.key;
  // The verification page's origin: the configured one, else (development) the request's own.
  const origin = (req: Request) => (config.publicUrlConfigured ? config.publicUrl : `${req.protocol}://${req.get('host')}`);
  const sendPdf = async (req: Request, res: Response, certificate: CertificateRow) => {
    const token = certificateToken(key, certificate.code);
    const pdf = await certificatePdf(certificate, token, verifyUrlOf(origin(req), certificate, key));
    pdf.send(
      res,
      translate(certificate.locale, certificate.kind === 'book' ? 'book_pdf_file' : 'certificate_pdf_file', { code: certificate.code }),
    );
  };
  return { key, origin, sendPdf };
}

/**
 * Certificates of verified hours (docs/points-economy-api.md "Certificates"), mounted at
 * /my/certificates: the holder makes, lists and downloads theirs.
 */
export function myCertificatesRouter({ config, sequelize, authenticate }: CertificatesDeps): Router {
  const router = Router();
  const { key, origin, sendPdf } = certificateFiles(config);

  // Certificates are files made on demand: counted like uploads, per account.
  router.post(
    '/',
    operation("Makes a certificate of the caller's verified hours.", 'IssuedCertificate'),
    authenticate,
    writeLimit(sequelize, 'certificates'),
    issueCheck,
    signedIn(async (req, res) => {
      const { locale: chosen, ...target } = issueCheck.input(req);
      const locale = chosen ?? req.locale;
      if (target.kind === 'book') {
        // The book as its holder reads it now, in the certificate's language (404 for an account without one).
        const book = await volunteerBook(sequelize, req.user.id, { self: true }, locale, key);
        if (!book) throw NotFound();
        const { certificate, created } = await issueBookCertificate(sequelize, req.user.id, book, locale);
        res.status(created ? 201 : 200).json({ data: presentCertificate(certificate, key, origin(req)) } satisfies IssuedCertificate);
        return;
      }
      const request: CertificateRequest =
        target.kind === 'activity'
          ? { kind: 'activity', applicationId: target.applicationId }
          : target.kind === 'course'
            ? { kind: 'course', courseId: target.courseId }
            : { kind: 'year', year: target.year };
      const { certificate, created } = await issueCertificate(sequelize, req.user.id, request, locale);
      const issued: IssuedCertificate = { data: presentCertificate(certificate, key, origin(req)) };
      res.status(created ? 201 : 200).json(issued);
    }),
  );

  router.get(
    '/',
    operation("Lists the caller's certificates.", 'CertificateList'),
    authenticate,
    signedIn(async (req, res) => {
      const rows = await myCertificates(sequelize, req.user.id);
      res.json({ data: rows.map((row) => presentCertificate(row, key, origin(req))) });
    }),
  );

  router.get(
    '/:id/pdf',
    operation("Downloads one of the caller's certificates as PDF.", 'pdf'),
    authenticate,
    signedIn(async (req, res) => {
      await sendPdf(req, res, await holderCertificate(sequelize, req.user.id, recordId(req)));
    }),
  );
  return router;
}

/**
 * A certificate's check, mounted at /certificates: anyone holding a token reads it and its PDF
 * under /:token (400 `certificate_tampered` for a bad signature, 404 unknown).
 */
export function certificatesRouter({ config, sequelize }: Omit<CertificatesDeps, 'authenticate'>): Router {
  const router = Router();
  const { key, sendPdf } = certificateFiles(config);

  router.get('/:token', operation('Checks a certificate by its verification token.', 'CertificateCheck'), async (req, res) => {
    const certificate = await certificateByCode(sequelize, codeOfToken(key, String(req.params['token'])));
    const check: CertificateCheck = { data: presentVerification(certificate) };
    res.set('Cache-Control', 'no-store').json(check);
  });

  router.get('/:token/pdf', operation("Downloads a certificate's PDF by its verification token.", 'pdf'), async (req, res) => {
    await sendPdf(req, res, await certificateByCode(sequelize, codeOfToken(key, String(req.params['token']))));
  });

  return router;
}
