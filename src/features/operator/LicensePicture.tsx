/**
 * The 营业执照 picture in 企业审核: a thumbnail (the operator's signed link, made by the server for its answers
 * only) that opens the picture at full size; 未上传 when the company sent none (registered before the rule).
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Dialog } from '../../ui/dialog';
import { vars } from '../../ui/theme';
import { useMediaUrl } from '../shared/media';

const Thumb = styled.button`
  display: inline-block;
  padding: 0;
  border: 1px solid ${vars.divider};
  border-radius: 4px;
  background: ${vars.bgSubtle};
  cursor: zoom-in;
  img {
    display: block;
    width: 200px;
    max-width: 100%;
    height: 140px;
    object-fit: contain;
  }
  &:focus-visible {
    outline: 2px solid ${vars.primary};
    outline-offset: 2px;
  }
`;

const Full = styled.img`
  display: block;
  max-width: 100%;
  max-height: 75vh;
  margin: 0 auto;
  object-fit: contain;
`;

export function LicensePicture({ url, name }: { url: string | null; name: string }) {
  const media = useMediaUrl();
  const [open, setOpen] = useState(false);
  if (!url) return <>未上传</>;
  const src = media(url);
  return (
    <>
      <Thumb type="button" onClick={() => setOpen(true)} aria-label={`放大查看营业执照：${name}`}>
        <img src={src} alt={`营业执照：${name}`} />
      </Thumb>
      {open ? (
        <Dialog open onClose={() => setOpen(false)} title={`营业执照：${name}`} width={960}>
          <Full src={src} alt={`营业执照（大图）：${name}`} />
        </Dialog>
      ) : null}
    </>
  );
}
