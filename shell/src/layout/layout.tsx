import { useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Box, Container } from '@mantine/core';
import { CONTAINER_MAX_WIDTH } from 'shared-auth';
import { useAfterFirstPaint } from 'shared-auth/after-paint';
import { Navbar } from './navbar';
import { Footer } from './footer';
import { VerifyEmailSlot } from '../account/verify-email-slot';
import { ServedFrameContext } from '../frame/first-screen-context';

/**
 * Navbar, routed content (max 1200 px), footer (right after the first paint: it is below the fold;
 * at once in the frame the shell's server renders, which has it in the page before any script).
 */
export function Layout({ children }: { children?: ReactNode }) {
  const painted = useAfterFirstPaint();
  const served = useContext(ServedFrameContext);
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Navbar />
      <VerifyEmailSlot />
      {/* At least a screen tall: the footer starts below the fold, so it does not jump (layout
          shift) while a route's code and data arrive. */}
      <Container component="main" id="main" tabIndex={-1} size={CONTAINER_MAX_WIDTH} w="100%" py="lg" style={{ flex: 1, minHeight: '100vh', outline: 'none' }}>
        {children ?? <Outlet />}
      </Container>
      {(painted || served) && <Footer />}
    </Box>
  );
}
