package dev.serbench.harness;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The machine-wide serbench lock, held from a run's first benchmark to its last (quick mode, allocation
 * and robustness passes included): two runs on one machine would disturb each other's timings, and
 * JMH's own lock is released between benchmarks. The lock file names its holder (PID and command), so
 * that a refused run can say who is in the way. The operating system releases the lock when the
 * holder dies, however it dies.
 */
public final class RunLock implements AutoCloseable {

  /** Overrides the lock file's location (tests). */
  static final String FILE_PROPERTY = "serbench.lockFile";

  private final FileChannel channel;
  private final FileLock lock;

  private RunLock(FileChannel channel, FileLock lock) {
    this.channel = channel;
    this.lock = lock;
  }

  static Path file() {
    String configured = System.getProperty(FILE_PROPERTY);
    return configured != null ? Path.of(configured) : Path.of(System.getProperty("java.io.tmpdir"), "serbench.lock");
  }

  /** Takes the lock for {@code command}, or refuses with {@link Main#BUSY}, naming the holder. */
  public static RunLock acquire(String command) {
    Path file = file();
    FileChannel channel;
    try {
      channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
    } catch (IOException e) {
      throw new OutputException("cannot open the lock file " + file + ": " + OutputLocation.reason(e), e);
    }
    FileLock lock;
    try {
      lock = channel.tryLock();
    } catch (OverlappingFileLockException e) {
      lock = null;
    } catch (IOException e) {
      close(channel);
      throw new OutputException("cannot lock " + file + ": " + OutputLocation.reason(e), e);
    }
    if (lock == null) {
      String holder = holder(file);
      close(channel);
      throw new RefusedException(Main.BUSY, "another serbench run holds the lock " + file
          + (holder.isEmpty() ? "" : " (" + holder + ")") + "; wait for it to finish or stop it");
    }
    try {
      byte[] text = ("PID " + ProcessHandle.current().pid() + ": " + command + "\n").getBytes(StandardCharsets.UTF_8);
      channel.truncate(0);
      channel.write(ByteBuffer.wrap(text), 0);
      channel.force(false);
    } catch (IOException e) {
      // The lock is held; only the holder's description could not be written.
    }
    return new RunLock(channel, lock);
  }

  private static String holder(Path file) {
    try {
      return Files.readString(file, StandardCharsets.UTF_8).strip();
    } catch (IOException e) {
      return "";
    }
  }

  private static void close(FileChannel channel) {
    try {
      channel.close();
    } catch (IOException ignored) {
      // Nothing was written through it.
    }
  }

  @Override
  public void close() {
    try {
      lock.release();
    } catch (IOException ignored) {
      // Closing the channel releases it too.
    }
    close(channel);
  }
}
