import type { PublicPartner } from '@hashar/common';
import { useEffect, useState } from 'react';
import type { FooterPartner } from '../components/footer/contacts';

interface PartnersResponse {
  data: PublicPartner[];
}

/** One request per page load, shared by every footer. */
let request: Promise<FooterPartner[]> | undefined;

function loadPartners(): Promise<FooterPartner[]> {
  request ??= fetch('/api/partners', { headers: { Accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<PartnersResponse>) : { data: [] }))
    .then((body) => body.data.map((p) => ({ id: p.id, name: p.name, logo: p.logoUrl, url: p.link ?? null })))
    .catch(() => {
      request = undefined; // try again on the next page
      return [];
    });
  return request;
}

/** The active partners from the back office (footer, burger/partners); null while loading, empty on failure. */
export function usePartnerList(): FooterPartner[] | null {
  const [partners, setPartners] = useState<FooterPartner[] | null>(null);
  useEffect(() => {
    let live = true;
    void loadPartners().then((list) => live && setPartners(list));
    return () => {
      live = false;
    };
  }, []);
  return partners;
}

const NONE: FooterPartner[] = [];

/** The active partners for the footer; empty while loading or on failure. */
export function usePartners(): FooterPartner[] {
  return usePartnerList() ?? NONE;
}
