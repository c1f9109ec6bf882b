# dxild container image. Both stages use the repository's own scripts, so the
# image is built exactly as the README builds it and cannot drift from it.

FROM debian:bookworm AS build
WORKDIR /src
COPY scripts/install-deps.sh scripts/install-deps.sh
RUN bash scripts/install-deps.sh
COPY . .
RUN BUILD_DIR=/src/build NINJA_TARGETS="dxild dxilc dxilc-local" bash scripts/build.sh

FROM debian:bookworm AS runtime
COPY scripts/install-deps.sh /tmp/install-deps.sh
RUN bash /tmp/install-deps.sh --runtime && rm -rf /var/lib/apt/lists/* /tmp/install-deps.sh
COPY --from=build /src/build/bin/dxild /src/build/bin/dxilc /src/build/bin/dxilc-local /usr/local/bin/
RUN useradd --system --uid 10001 --no-create-home dxild
USER dxild
EXPOSE 7575
# gRPC health: the image carries no grpc_health_probe, so dxilc asks GetInfo.
HEALTHCHECK --interval=15s --timeout=5s --retries=3 \
  CMD ["/usr/local/bin/dxilc", "--server", "127.0.0.1:7575", "--ping"]
ENTRYPOINT ["/usr/local/bin/dxild", "--listen", "0.0.0.0:7575"]
