package dev.serbench.harness.go;

/** What tests of other packages need to know about the Go side. */
public final class GoTurnsAccess {

  private GoTurnsAccess() {}

  /** Whether go is on the PATH. */
  public static boolean goOnPath() {
    return GoToolchain.which(System.getenv("PATH"), "go").isPresent();
  }
}
